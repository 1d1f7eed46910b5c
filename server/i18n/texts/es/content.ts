import type content from '../zh-cn/content';
import type { Translations } from '../../Translations';

export default {
    首页轮播: 'Carrusel de inicio',
    开屏广告: 'Anuncio de bienvenida',
    竞拍频道: 'Canal de subastas',
    车源列表横幅: 'Banner de la lista de vehículos',
    用户服务协议: 'Acuerdo de servicio al usuario',
    隐私政策: 'Política de privacidad',
    竞拍规则: 'Reglas de subasta',
    保证金协议: 'Acuerdo de depósito',
    广告标题: 'Título del anuncio',
    广告位: 'Ubicación',
    广告图: 'Imagen del anuncio',
    跳转链接: 'Enlace',
    开始日期: 'Fecha de inicio',
    结束日期不能早于开始日期: 'La fecha de fin no puede ser anterior a la de inicio',
    协议标题: 'Título del acuerdo',
    协议类型: 'Tipo de acuerdo',
    协议内容: 'Texto del acuerdo',
    点击量: 'Clics',
    '跳转链接应以 / 或 http(s):// 开头': 'El enlace debe empezar por / o http(s)://',
} satisfies Translations<typeof content>;
