import type member from '../zh-cn/member';
import type { Translations } from '../../Translations';

export default {
    会员ID: 'ID del socio',
    登录终端: 'Dispositivo',
    IP属地: 'Ubicación de la IP',
    微信小程序: 'Miniprograma de WeChat',
    验证码登录: 'Código de verificación',
    微信授权: 'Autorización de WeChat',
    iOS: 'iOS',
    Android: 'Android',
    H5: 'H5',
    PC: 'PC',
} satisfies Translations<typeof member>;
