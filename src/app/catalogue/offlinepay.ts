import { date, image, noChinese, phone, select, text } from '../../resources/fields';
import { financenh, user } from './sections';

const staffList = '/user/list';

// Industry offlinepay (SPEC.md §1): the agricultural bank's staff and their two finance logs.
// Branch, position and status options come from the staff list's own definition.
export default [
    user.list(staffList, {
        api: 'addons/ngp/seller/StaffList',
        calls: {
            getOne: 'addons/ngp/seller/StaffInfo',
            create: 'addons/ngp/seller/StaffAdd',
            update: 'addons/ngp/seller/StaffEdit',
            delete: 'addons/ngp/seller/StaffDel',
        },
        fields: [
            text('name', { label: 'staffName', required: true, maxLength: 20 }),
            noChinese('job_no', { required: true, maxLength: 20 }),
            phone('phone', { label: 'mobile', required: true }),
            select('branch', { required: true }),
            select('position', { label: 'staffPosition', required: true }),
            date('entry_date', { required: true }),
            image('avatar'),
            select('status', { label: 'staffStatus' }),
        ],
    }),
    user.create('/user/add', { parent: staffList, noCache: true }),
    user.edit('/user/edit/:id', { parent: staffList, noCache: true }),
    user.action('/user/del/:id', { parent: staffList, noCache: true, action: 'delete' }),
    financenh.list('/financenh/balance', { api: 'addons/ngp/seller/BalanceLogList' }),
    financenh.list('/financenh/cash', { api: 'addons/ngp/seller/CashLogList' }),
];
