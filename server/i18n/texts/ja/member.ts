import type member from '../zh-cn/member';
import type { Translations } from '../../Translations';

export default {
    会员ID: '会員 ID',
    登录终端: 'ログイン端末',
    IP属地: 'IP の所在地',
    微信小程序: 'WeChat ミニプログラム',
    验证码登录: '認証コード',
    微信授权: 'WeChat 認証',
    iOS: 'iOS',
    Android: 'Android',
    H5: 'H5',
    PC: 'PC',
} satisfies Translations<typeof member>;
