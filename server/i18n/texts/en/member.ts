import type member from '../zh-cn/member';
import type { Translations } from '../../Translations';

export default {
    会员ID: 'Member ID',
    登录终端: 'Device',
    IP属地: 'IP location',
    微信小程序: 'WeChat mini program',
    验证码登录: 'Verification code',
    微信授权: 'WeChat authorization',
    iOS: 'iOS',
    Android: 'Android',
    H5: 'H5',
    PC: 'PC',
} satisfies Translations<typeof member>;
