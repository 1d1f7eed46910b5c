import type { TableSpec } from '../../tables/TableSpec';
import { accountStatusOptions, adminLoginTypeOptions, loginResultOptions } from './settingOptions';

/** /setting/permission/management/role */
export const roleListTable: TableSpec = {
    api: 'seller/role/rolemanage',
    industries: 'all',
    from: `(SELECT r.id, r.suid, r.name, r.description, r.create_time,
                   jsonb_array_length(r.path_arr) AS page_count, jsonb_array_length(r.api_arr) AS api_count,
                   (SELECT count(*) FROM users u WHERE u.role_ids @> to_jsonb(r.id)) AS operator_count
            FROM roles r) AS role_rows`,
    owner: { merchant: 'suid' },
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        name: { title: '角色名称', item_width: 160 },
        description: { title: '角色描述', item_align: 'left' },
        page_count: { title: '页面权限数', type: 'number', item_width: 110 },
        api_count: { title: '接口权限数', type: 'number', item_width: 110 },
        operator_count: { title: '操作员数', type: 'number', item_width: 100 },
        create_time: { title: '创建时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [{ name: 'name', title: '角色名称' }],
    defaultSort: { column: 'id', order: 'asc' },
};

/** /setting/permission/management/operators/manage: the merchant's sub-accounts. */
export const operatorListTable: TableSpec = {
    api: 'seller/operator/OperatorList',
    industries: 'all',
    from: `(SELECT id, suid, parent_id, username, nickname, phone, avatar, status, last_login_time, last_login_ip, create_time,
                   (SELECT string_agg(value, '、') FROM jsonb_array_elements_text(u.roles)) AS role_names
            FROM users u WHERE parent_id IS NOT NULL) AS operators`,
    owner: { merchant: 'suid' },
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        avatar: { title: '头像', type: 'image', item_width: 80 },
        username: { title: '登录账号', item_width: 140 },
        nickname: { title: '姓名', item_width: 120 },
        phone: { title: '手机号', item_width: 130 },
        role_names: { title: '角色', item_width: 180 },
        status: { title: '状态', type: 'select', options: accountStatusOptions, item_width: 90 },
        last_login_time: { title: '最后登录时间', type: 'datetime', item_width: 170 },
        last_login_ip: { title: '最后登录IP', showTableRow: false },
        create_time: { title: '创建时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'username', title: '登录账号' },
        { name: 'phone', title: '手机号' },
        { name: 'status', title: '状态', type: 'select', options: accountStatusOptions },
    ],
    defaultSort: { column: 'id', order: 'asc' },
};

/** /setting/permission/management/operatorlog: every write made through the console. */
export const operatorLogTable: TableSpec = {
    api: 'seller/log/OperatorLogList',
    industries: 'all',
    from: 'operator_logs',
    pageAnchors: false,
    owner: { merchant: 'suid' },
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        username: { title: '操作人', item_width: 120 },
        module: { title: '模块', item_width: 120 },
        content: { title: '操作内容', item_align: 'left' },
        ip: { title: 'IP地址', item_width: 140 },
        create_time: { title: '操作时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'username', title: '操作人' },
        { name: 'module', title: '模块' },
        { name: 'create_time', title: '操作时间', type: 'datetime' },
    ],
    defaultSort: { column: 'create_time', order: 'desc' },
    show_excel: true,
};

/** /setting/logmanagement/administrator: console logins of the merchant's accounts. */
export const adminLoginLogTable: TableSpec = {
    api: 'seller/log/AdminLoginLog',
    industries: 'all',
    from: 'login_logs',
    pageAnchors: false,
    owner: { merchant: 'suid' },
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        username: { title: '登录账号', item_width: 140 },
        type: { title: '登录方式', type: 'select', options: adminLoginTypeOptions, item_width: 110 },
        success: { title: '结果', type: 'select', options: loginResultOptions, item_width: 80 },
        msg: { title: '说明', item_align: 'left' },
        ip: { title: 'IP地址', item_width: 140 },
        create_time: { title: '登录时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'username', title: '登录账号' },
        { name: 'success', title: '结果', type: 'select', options: loginResultOptions },
        { name: 'create_time', title: '登录时间', type: 'datetime' },
    ],
    defaultSort: { column: 'create_time', order: 'desc' },
    show_excel: true,
};
