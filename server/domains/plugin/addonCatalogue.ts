import { builtinOptions } from '../../declared/builtinOptions';
import options from './options.json' with { type: 'json' };

/** The domain's option lists (options.json), by name: its declarations name them, its seeds and actions read them. */
export const addonOptions = builtinOptions('plugin/options.json', options);

/**
 * The addons the marketplace offers; `installed` marks the ones every demo merchant starts with.
 * The demo accounts need `jp` (the car merchants' auction area) and `ngp` (the bank's staff and
 * finance area), so both come installed, as do kefu and social.
 */
export const addonCatalogue = [
    { key: 'jp', name: '车辆竞拍', cate: 2, version: '2.3.1', price: 0, installed: 1, description: '在线竞拍、出价记录、成交确认与流拍重拍' },
    { key: 'ngp', name: '农商行收银', cate: 2, version: '1.4.0', price: 0, installed: 1, description: '农商银行员工管理、余额与提现流水' },
    { key: 'kefu', name: '在线客服', cate: 3, version: '3.0.2', price: 0, installed: 1, description: '网页与小程序在线客服，支持快捷回复' },
    { key: 'social', name: '第三方登录', cate: 4, version: '1.2.0', price: 0, installed: 1, description: '微信公众号、小程序授权登录与绑定' },
    { key: 'lottery', name: '幸运抽奖', cate: 1, version: '1.1.5', price: 99_00, installed: 0, description: '大转盘、九宫格抽奖，支持保证金抵扣券奖品' },
    { key: 'seckill', name: '限时秒杀', cate: 1, version: '2.0.0', price: 199_00, installed: 0, description: '特价车限时秒杀，库存锁定防超卖' },
    { key: 'group', name: '拼团购车', cate: 1, version: '1.3.2', price: 199_00, installed: 0, description: '多人成团享团购价，适合新车和准新车' },
    { key: 'coupon', name: '优惠券', cate: 1, version: '2.1.0', price: 0, installed: 1, description: '检测券、物流券、保证金抵扣券' },
    { key: 'sms', name: '短信通知', cate: 4, version: '1.0.8', price: 0, installed: 1, description: '竞拍开始、出价被超越、成交通知短信' },
    { key: 'inspect', name: '车况检测', cate: 3, version: '1.6.0', price: 299_00, installed: 0, description: '预约上门检测，生成268项检测报告' },
    { key: 'logistics', name: '车辆物流', cate: 3, version: '1.2.3', price: 0, installed: 1, description: '板车运输下单、运单跟踪与签收' },
    { key: 'release', name: '版本发布', cate: 4, version: '1.0.2', price: 0, installed: 0, description: 'App与网页版本发布、强制更新提示' },
];
