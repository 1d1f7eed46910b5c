import { apiTree, image, phone, routeTree, select, text, textarea } from '../../resources/fields';
import { agreementResource } from './content';
import { setting } from './sections';

const agreements = '/setting/agreement/manage';
const role = '/setting/permission/management/role';
const operators = '/setting/permission/management/operators';

export default [
    setting.list(agreements, agreementResource),
    setting.create('/setting/agreement/add', { parent: agreements, noCache: true }),
    setting.edit('/setting/agreement/edit/:id', { parent: agreements, noCache: true }),
    setting.action('/setting/agreement/del/:id', { parent: agreements, noCache: true, action: 'delete' }),
    setting.list(role, {
        api: 'seller/role/rolemanage',
        calls: { getOne: 'seller/role/roleinfo', create: 'seller/role/roleadd', update: 'seller/role/roleedit', delete: 'seller/role/roledel?id=' },
        fields: [
            text('name', { label: 'roleName', required: true, maxLength: 20 }),
            textarea('description', { label: 'roleDescription', maxLength: 100 }),
            routeTree('path_arr', { required: true }),
            // Ticking a page grants its calls (src/permissions/apiGrants.ts); each can be unticked or added.
            apiTree('api_arr', 'path_arr'),
        ],
    }),
    setting.create(`${role}/add`, { parent: role, noCache: true }),
    setting.edit(`${role}/edit/:id`, { parent: role, noCache: true }),
    setting.action(`${role}/del/:id`, { parent: role, noCache: true, action: 'delete' }),
    setting.list(`${operators}/manage`, {
        api: 'seller/operator/OperatorList',
        calls: {
            getOne: 'seller/operator/OperatorInfo',
            create: 'seller/operator/OperatorAdd',
            update: 'seller/operator/OperatorEdit',
            delete: 'seller/operator/OperatorDel',
        },
        fields: [
            text('username', { required: true, maxLength: 20 }),
            { ...text('password', { maxLength: 32, hint: 'mc.field.hint.passwordKept' }), kind: 'noChinese' },
            text('nickname', { required: true, maxLength: 20 }),
            phone('phone', { required: true }),
            image('avatar'),
            select('role_ids', {
                multiple: true,
                required: true,
                optionsApi: 'seller/role/rolemanage?page=1&limit=200',
                optionValue: 'id',
                optionLabel: 'name',
            }),
            select('status', {
                options: [
                    { value: 1, label: 'mc.field.option.enabled' },
                    { value: 0, label: 'mc.field.option.disabled' },
                ],
                hint: 'mc.field.hint.disabled',
            }),
        ],
    }),
    setting.create(`${operators}/add`, { parent: `${operators}/manage`, noCache: true }),
    setting.edit(`${operators}/edit/:id`, { parent: `${operators}/manage`, noCache: true }),
    setting.action(`${operators}/del/:id`, { parent: `${operators}/manage`, noCache: true, action: 'delete' }),
    setting.list('/setting/permission/management/operatorlog', { api: 'seller/log/OperatorLogList' }),
    setting.list('/setting/logmanagement/memberlogin', { api: 'seller/log/MemberLoginLog' }),
    setting.list('/setting/logmanagement/administrator', { api: 'seller/log/AdminLoginLog' }),
];
