import { financenh, user } from './sections';

// The reference server has no offlinepay tables yet: these pages show the "not configured" alert
// until their api is filled in here.
export default [
    user.list('/user/list'),
    user.create('/user/add', { parent: '/user/list' }),
    user.edit('/user/edit/:id', { parent: '/user/list' }),
    user.action('/user/del/:id', { parent: '/user/list', action: 'delete' }),
    financenh.list('/financenh/balance'),
    financenh.list('/financenh/cash'),
];
