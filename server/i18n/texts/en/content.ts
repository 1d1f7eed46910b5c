import type content from '../zh-cn/content';
import type { Translations } from '../../Translations';

export default {
    首页轮播: 'Home carousel',
    开屏广告: 'Splash advert',
    竞拍频道: 'Auction channel',
    车源列表横幅: 'Vehicle list banner',
    用户服务协议: 'User service agreement',
    隐私政策: 'Privacy policy',
    竞拍规则: 'Auction rules',
    保证金协议: 'Deposit agreement',
    广告标题: 'Advert title',
    广告位: 'Placement',
    广告图: 'Advert image',
    跳转链接: 'Link',
    开始日期: 'Start date',
    结束日期不能早于开始日期: 'The end date cannot be earlier than the start date',
    协议标题: 'Agreement title',
    协议类型: 'Agreement type',
    协议内容: 'Agreement text',
    点击量: 'Clicks',
    '跳转链接应以 / 或 http(s):// 开头': 'The link must start with / or http(s)://',
} satisfies Translations<typeof content>;
