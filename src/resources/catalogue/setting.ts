import { setting } from './sections';

const role = '/setting/permission/management/role';
const operators = '/setting/permission/management/operators';

export default [
    setting.list('/setting/agreement/manage'),
    setting.create('/setting/agreement/add'),
    setting.edit('/setting/agreement/edit/:id'),
    setting.action('/setting/agreement/del/:id'),
    setting.list(role),
    setting.create(`${role}/add`),
    setting.edit(`${role}/edit/:id`),
    setting.action(`${role}/del/:id`),
    setting.list(`${operators}/manage`),
    setting.create(`${operators}/add`),
    setting.edit(`${operators}/edit/:id`),
    setting.action(`${operators}/del/:id`),
    setting.list('/setting/permission/management/operatorlog'),
    setting.list('/setting/logmanagement/memberlogin'),
    setting.list('/setting/logmanagement/administrator'),
];
