/** The calls of the profile pages (docs/console.md §7). */
export const PROFILE_CALLS = {
    info: 'buyer/user/info',
    edit: 'buyer/user/userEdit',
    password: 'seller/supplier/PasswordEdit',
    shopInfo: 'seller/supplier/Info',
    wxBind: 'seller/supplier/WxBind',
    wxUnbind: 'seller/supplier/WxUnbind',
    socialAuth: 'addons/social/public/GetSocialAuthData',
    sessions: 'buyer/user/SessionList',
    signOutSession: 'buyer/user/SessionLogout',
    signOutOthers: 'buyer/user/SessionLogoutOthers',
} as const;

/** The server's 0/1, "0"/"1" or boolean flags. */
export const isFlagOn = (value: unknown) => value === true || value === 1 || value === '1';
