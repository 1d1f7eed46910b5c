import { dashboard, profile } from './sections';

export default [
    dashboard.page('/dashboard', { affix: true }),
    profile.page('/profile/user/edit', { hidden: true, component: () => import('../../profile/ProfileEditPage') }),
    // Typed passwords are not kept alive in a hidden tab.
    profile.page('/profile/pwd/edit', { hidden: true, noCache: true, component: () => import('../../profile/PasswordEditPage') }),
    profile.page('/profile/user/wechat', { hidden: true, component: () => import('../../profile/WechatBindPage') }),
    profile.page('/profile/cert', { hidden: true, account: 'owner', component: () => import('../../profile/SupplierCertPage') }),
    profile.page('/content/shopinfo', { hidden: true, component: () => import('../../profile/ShopInfoPage') }),
];
