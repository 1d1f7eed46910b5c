import { dashboard, profile } from './sections';

export default [
    dashboard.page('/dashboard', { affix: true }),
    profile.page('/profile/user/edit', { hidden: true }),
    profile.page('/profile/pwd/edit', { hidden: true }),
    profile.page('/profile/user/wechat', { hidden: true }),
    profile.page('/content/shopinfo', { hidden: true }),
];
