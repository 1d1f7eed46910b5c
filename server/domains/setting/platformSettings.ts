import { ProtocolError } from '../../core/ProtocolError';
import type { SettingGroup } from './settingGroup';

/** /supertube/platform/copyright: the footer every console and the marketplace site show. */
export const copyrightSettings: SettingGroup = {
    place: 'platform',
    key: 'copyright',
    label: '版权设置',
    industries: 'admin',
    info: 'seller/systemSet/CopyrightSetInfo',
    save: 'seller/systemSet/CopyrightSetSave',
    fields: [
        { name: 'copyright', title: '版权信息', required: true, max: 100 },
        { name: 'company_name', title: '公司名称', required: true, max: 50 },
        { name: 'icp', title: 'ICP备案号', max: 50 },
        { name: 'police_record', title: '公安备案号', max: 50 },
        { name: 'show_copyright', title: '显示版权信息', kind: 'switch', required: true },
    ],
    defaults: {
        copyright: 'Copyright © 2026 诚信二手车 版权所有',
        company_name: '上海诚信二手车经纪有限公司',
        icp: '沪ICP备2026000001号-1',
        police_record: '沪公网安备31010102000001号',
        show_copyright: 1,
    },
};

/** /supertube/platform/system: site identity, service contacts and auction rules. */
export const systemSettings: SettingGroup = {
    place: 'platform',
    key: 'system',
    label: '系统设置',
    industries: 'admin',
    info: 'seller/systemSet/SystemSetInfo',
    save: 'seller/systemSet/SystemSetSave',
    fields: [
        { name: 'site_name', title: '平台名称', required: true, max: 30 },
        { name: 'site_logo', title: '平台Logo', kind: 'image' },
        { name: 'service_phone', title: '客服电话', kind: 'phone', required: true },
        { name: 'service_time', title: '客服时间', max: 50 },
        { name: 'auction_deposit', title: '竞拍保证金', kind: 'cents', required: true, min: 0, max: 100_000_00 * 100 },
        { name: 'auction_extend', title: '延时周期(秒)', kind: 'int', required: true, min: 0, max: 3600 },
        { name: 'confirm_hours', title: '成交确认时限(小时)', kind: 'int', required: true, min: 1, max: 720 },
    ],
    defaults: {
        site_name: '诚信二手车',
        site_logo: '/api/v1/public/image/placeholder?kind=logo&tone=2&text=%E8%AF%9A%E4%BF%A1',
        service_phone: '13800138000',
        service_time: '每天 9:00-21:00',
        auction_deposit: 500000,
        auction_extend: 300,
        confirm_hours: 48,
    },
    check: values => {
        if (Number(values.auction_extend) % 60 !== 0) throw new ProtocolError('延时周期必须是60秒的整数倍');
    },
};
