import type { TableSpec } from '../../tables/TableSpec';
import type { TextKey } from '../../i18n/catalogue';
import { moneyColumn } from '../shared/moneyColumn';
import { balanceLogTypeOptions, branchOptions, cashStatusOptions, positionOptions, staffStatusOptions } from './offlinepayOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';

const money = (title: TextKey, sum = true) => moneyColumn(title, { sum });
const withStaff = (table: string) => `(SELECT t.*, s.name AS staff_name, s.job_no, s.branch FROM ${table} t LEFT JOIN ngp_staff s ON s.id = t.staff_id)`;

/** /user/list (industry offlinepay): the agricultural bank's staff. */
export const staffListTable: TableSpec = {
    api: 'addons/ngp/seller/StaffList',
    industries: 'offlinepay',
    from: 'ngp_staff',
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        avatar: { title: '头像', type: 'image', item_width: 80 },
        name: { title: '姓名', item_width: 100, import: { required: true, maxLength: 20 } },
        job_no: { title: '工号', item_width: 100, import: { required: true, maxLength: 20 } },
        phone: { title: '手机号', item_width: 130, import: { required: true, phone: true } },
        branch: { title: '所属网点', type: 'select', options: branchOptions, item_width: 130 },
        position: { title: '岗位', type: 'select', options: positionOptions, item_width: 100 },
        balance: { ...money('账户余额'), sort: true },
        status: { title: '状态', type: 'select', options: staffStatusOptions, item_width: 80 },
        entry_date: { title: '入职日期', type: 'date', sort: true, item_width: 120 },
        create_time: { title: '创建时间', type: 'datetime', sort: true, item_width: 170, showTableRow: false },
    },
    top_search: [
        { name: 'name', title: '姓名' },
        { name: 'phone', title: '手机号' },
        { name: 'branch', title: '所属网点', type: 'select', options: branchOptions },
        { name: 'status', title: '状态', type: 'select', options: staffStatusOptions },
        { name: 'entry_date', title: '入职日期', type: 'date' },
    ],
    defaultSort: { column: 'id', order: 'desc' },
    show_sum: true,
    show_excel: true,
    show_excel_import: true,
    importInto: 'ngp_staff',
};

/** /financenh/balance: every movement of a staff member's balance. */
export const balanceLogTable: TableSpec = {
    api: 'addons/ngp/seller/BalanceLogList',
    industries: 'offlinepay',
    from: `${withStaff('ngp_balance_logs')} AS balance_logs`,
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        staff_name: { title: '员工', item_width: 100 },
        job_no: { title: '工号', item_width: 100 },
        branch: { title: '网点', type: 'select', options: branchOptions, item_width: 130 },
        type: { title: '类型', type: 'select', options: balanceLogTypeOptions, item_width: 100 },
        amount: { ...money('变动金额'), sort: true },
        balance: money('变动后余额', false),
        remark: { title: '备注', item_align: 'left' },
        create_time: { title: '时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'staff_name', title: '员工' },
        { name: 'type', title: '类型', type: 'select', options: balanceLogTypeOptions },
        { name: 'create_time', title: '时间', type: 'datetime' },
    ],
    defaultSort: { column: 'create_time', order: 'desc' },
    show_sum: true,
    show_excel: true,
};

/** /financenh/cash: withdrawals of staff balances to their bank cards. */
export const cashLogTable: TableSpec = {
    api: 'addons/ngp/seller/CashLogList',
    industries: 'offlinepay',
    from: `${withStaff('ngp_cash_logs')} AS cash_logs`,
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        staff_name: { title: '员工', item_width: 100 },
        job_no: { title: '工号', item_width: 100 },
        amount: { ...money('提现金额'), sort: true },
        fee: money('手续费'),
        actual: money('实际到账'),
        bank_card: { title: '到账银行卡', item_width: 200 },
        status: { title: '状态', type: 'select', options: cashStatusOptions, item_width: 90 },
        apply_time: { title: '申请时间', type: 'datetime', sort: true, item_width: 170 },
        finish_time: { title: '到账时间', type: 'datetime', item_width: 170 },
    },
    top_search: [
        { name: 'staff_name', title: '员工' },
        { name: 'status', title: '状态', type: 'checkbox', options: cashStatusOptions },
        { name: 'apply_time', title: '申请时间', type: 'datetime' },
    ],
    defaultSort: { column: 'apply_time', order: 'desc' },
    show_sum: true,
    show_excel: true,
};
