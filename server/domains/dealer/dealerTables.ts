import type { TableSpec } from '../../tables/TableSpec';
import { regionOptions, regionSearch } from '../shared/regionOptions';
import { brandOptions } from '../shared/brandOptions';
import { moneyColumn } from '../shared/moneyColumn';
import { dealerOptions } from './dealerOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';

const listFlags = { show_excel: true, show_excel_async: true } as const;

const scoped = (sql: string) => () => ({ sql, params: [] });

/** /dealer/secondHandCarDealer/list */
export const dealerListTable: TableSpec = {
    api: 'seller/dealer/DealerList',
    industries: 'car',
    from: 'dealers',
    scope: scoped('kind = 1 AND is_black = 0'),
    fixedColumns: ['kind', 'is_black'],
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        logo: { title: 'Logo', type: 'image', item_width: 80 },
        name: { title: '车商名称', item_width: 220, item_align: 'left', import: { required: true, maxLength: 50 } },
        contact: { title: '联系人', item_width: 100, import: { required: true, maxLength: 20 } },
        phone: { title: '联系电话', item_width: 130, import: { required: true, phone: true } },
        city: { title: '所在地区', type: 'cascade', options: regionOptions, item_width: 150 },
        address: { title: '详细地址', showTableRow: false, import: { maxLength: 100 } },
        business_scope: { title: '经营范围', type: 'checkbox', options: dealerOptions.businessScope, item_width: 180 },
        license_no: { title: '营业执照号', showTableRow: false },
        license_expire: { title: '执照有效期', type: 'date', sort: true, item_width: 120 },
        deposit: moneyColumn('保证金', { sort: true }),
        audit_status: { title: '审核状态', type: 'select', options: dealerOptions.auditStatus, sort: true, item_width: 100 },
        audit_remark: { title: '审核备注', showTableRow: false },
        kind: { title: '类型', type: 'hide', options: dealerOptions.dealerKind },
        create_time: { title: '入驻时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'name', title: '车商名称' },
        { name: 'phone', title: '联系电话' },
        regionSearch,
        { name: 'audit_status', title: '审核状态', type: 'select', options: dealerOptions.auditStatus },
        { name: 'business_scope', title: '经营范围', type: 'checkbox', options: dealerOptions.businessScope, multi: true },
        { name: 'license_expire', title: '执照有效期', type: 'date' },
        { name: 'create_time', title: '入驻时间', type: 'datetime' },
    ],
    defaultSort: { column: 'id', order: 'desc' },
    show_sum: true,
    ...listFlags,
    show_excel_import: true,
    importInto: 'dealers',
};

/** /dealer/store/list */
export const storeListTable: TableSpec = {
    api: 'seller/dealer/StoreList',
    industries: 'car',
    from: 'dealers',
    scope: scoped('kind = 2 AND is_black = 0'),
    fixedColumns: ['kind', 'is_black'],
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        logo: { title: 'Logo', type: 'image', item_width: 80 },
        name: { title: '门店名称', item_width: 220, item_align: 'left' },
        brand: { title: '授权品牌', type: 'select', options: brandOptions, item_width: 100 },
        contact: { title: '店长', item_width: 100 },
        phone: { title: '联系电话', item_width: 130 },
        city: { title: '所在地区', type: 'cascade', options: regionOptions, item_width: 150 },
        address: { title: '详细地址', item_align: 'left' },
        deposit: moneyColumn('保证金', { sort: true }),
        settle_month: { title: '入驻月份', type: 'datemonth', sql: 'create_time', item_width: 110 },
        create_time: { title: '创建时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'name', title: '门店名称' },
        { name: 'brand', title: '授权品牌', type: 'select', options: brandOptions },
        regionSearch,
        { name: 'settle_month', title: '入驻月份', type: 'datemonth', sql: 'create_time' },
    ],
    defaultSort: { column: 'id', order: 'desc' },
    show_sum: true,
    ...listFlags,
};

/** /dealer/blacklist/list */
export const blackListTable: TableSpec = {
    api: 'seller/dealer/BlackList',
    industries: 'car',
    from: 'dealers',
    scope: scoped('is_black = 1'),
    fixedColumns: ['is_black'],
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        name: { title: '名称', item_width: 220, item_align: 'left' },
        kind: { title: '类型', type: 'select', options: dealerOptions.dealerKind, item_width: 100 },
        contact: { title: '联系人', item_width: 100 },
        phone: { title: '联系电话', item_width: 130 },
        black_reason: { title: '拉黑原因', item_align: 'left' },
        deposit: moneyColumn('冻结保证金'),
        black_time: { title: '拉黑时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'name', title: '名称' },
        { name: 'kind', title: '类型', type: 'select', options: dealerOptions.dealerKind },
        { name: 'black_time', title: '拉黑时间', type: 'datetime' },
    ],
    defaultSort: { column: 'black_time', order: 'desc' },
    show_sum: true,
    ...listFlags,
};

/** /dealer/fwjl: visits of the platform's staff to dealers. */
export const visitListTable: TableSpec = {
    api: 'seller/dealer/VisitList',
    industries: 'car',
    from: '(SELECT v.*, d.name AS dealer_name, d.phone AS dealer_phone FROM dealer_visits v LEFT JOIN dealers d ON d.id = v.dealer_id) AS visits',
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        dealer_id: { title: '车商ID', type: 'hide' },
        dealer_name: { title: '车商名称', item_width: 220, item_align: 'left' },
        dealer_phone: { title: '车商电话', showTableRow: false },
        visitor: { title: '拜访人', item_width: 100 },
        visit_type: { title: '拜访方式', type: 'select', options: dealerOptions.visitType, item_width: 100 },
        visit_time: { title: '拜访时间', type: 'time', sort: true, item_width: 170 },
        duration: { title: '沟通时长', type: 'second', sort: true, sum: true, item_width: 110 },
        result: { title: '拜访结果', item_align: 'left' },
        next_visit_date: { title: '下次拜访日期', type: 'eqdate', sort: true, item_width: 130 },
        create_time: { title: '记录时间', type: 'datetime', showTableRow: false },
    },
    top_search: [
        { name: 'dealer_name', title: '车商名称' },
        { name: 'visitor', title: '拜访人' },
        { name: 'visit_type', title: '拜访方式', type: 'select', options: dealerOptions.visitType },
        { name: 'visit_time', title: '拜访时间', type: 'time' },
        { name: 'duration', title: '沟通时长(秒)', type: 'second' },
        { name: 'next_visit_date', title: '下次拜访日期', type: 'eqdate' },
    ],
    defaultSort: { column: 'visit_time', order: 'desc' },
    show_sum: true,
    ...listFlags,
};
