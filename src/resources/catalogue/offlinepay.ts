import { financenh, user } from './sections';

export default [
    user.list('/user/list'),
    user.create('/user/add'),
    user.edit('/user/edit/:id'),
    user.action('/user/del/:id'),
    financenh.list('/financenh/balance'),
    financenh.list('/financenh/cash'),
];
