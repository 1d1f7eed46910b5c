import type { TableSpec } from '../../tables/TableSpec';
import { regionOptions } from '../shared/regionOptions';
import { memberOptions } from './memberOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';

/** /setting/logmanagement/memberlogin: logins of the marketplace's buyers (app, mini program, web). */
export const memberLoginLogTable: TableSpec = {
    api: 'seller/log/MemberLoginLog',
    industries: 'all',
    from: '(SELECT l.*, m.nickname, m.phone FROM member_login_logs l LEFT JOIN members m ON m.id = l.member_id) AS logs',
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        member_id: { title: '会员ID', type: 'hide' },
        nickname: { title: '会员昵称', item_width: 140 },
        phone: { title: '手机号', item_width: 130 },
        device: { title: '登录终端', type: 'select', options: memberOptions.device, item_width: 110 },
        login_type: { title: '登录方式', type: 'select', options: memberOptions.loginType, item_width: 110 },
        ip: { title: 'IP地址', item_width: 140 },
        city: { title: 'IP属地', type: 'cascade', options: regionOptions, item_width: 150 },
        success: { title: '结果', type: 'select', options: memberOptions.loginResult, item_width: 80 },
        login_time: { title: '登录时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'phone', title: '手机号' },
        { name: 'device', title: '登录终端', type: 'checkbox', options: memberOptions.device },
        { name: 'success', title: '结果', type: 'select', options: memberOptions.loginResult },
        { name: 'login_time', title: '登录时间', type: 'datetime' },
    ],
    defaultSort: { column: 'login_time', order: 'desc' },
    show_excel: true,
};
