import { pageComponents } from '../pageComponents';
import { dashboard, profile } from './sections';

export default [
    dashboard.page('/dashboard', { affix: true }),
    profile.page('/profile/user/edit', { hidden: true, component: pageComponents.ProfileEditPage }),
    // Typed passwords are not kept alive in a hidden tab.
    profile.page('/profile/pwd/edit', { hidden: true, noCache: true, component: pageComponents.PasswordEditPage }),
    profile.page('/profile/user/wechat', { hidden: true, component: pageComponents.WechatBindPage }),
    profile.page('/profile/cert', { hidden: true, account: 'owner', component: pageComponents.SupplierCertPage }),
    profile.page('/content/shopinfo', { hidden: true, component: pageComponents.ShopInfoPage }),
];
