import { ProtocolError } from '../../core/ProtocolError';
import type { CrudResource } from '../shared/crudEndpoints';
import { nowSeconds } from '../../core/nowSeconds';
import { advertPositionOptions, agreementTypeOptions } from './contentOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';

/** /content/advertising: add, edit/{id}, del/{id}; a larger sort value shows first. */
export const advertResource: CrudResource = {
    label: '广告',
    table: 'adverts',
    owner: MERCHANT_ROWS,
    industries: 'car',
    info: 'seller/content/AdvertInfo',
    create: 'seller/content/AdvertAdd',
    update: 'seller/content/AdvertEdit',
    remove: 'seller/content/AdvertDel',
    fields: [
        { name: 'title', title: '广告标题', required: true, max: 50 },
        { name: 'position', title: '广告位', kind: 'enum', required: true, options: advertPositionOptions.map(o => o.value) },
        { name: 'image', title: '广告图', kind: 'image', required: true },
        { name: 'link', title: '跳转链接', max: 300 },
        { name: 'sort', title: '排序', kind: 'int', max: 9999 },
        { name: 'is_show', title: '状态', kind: 'switch', required: true },
        { name: 'start_time', title: '开始日期', kind: 'timestamp', required: true },
        { name: 'end_time', title: '结束日期', kind: 'timestamp', required: true },
    ],
    createDefaults: () => ({ create_time: nowSeconds() }),
    check: async (_tx, values, existing) => {
        const start = Number(values.start_time ?? existing?.start_time);
        const end = Number(values.end_time ?? existing?.end_time);
        if (end < start) throw new ProtocolError('结束日期不能早于开始日期');
        if (values.link && !/^(\/|https?:\/\/)/.test(String(values.link))) throw new ProtocolError('跳转链接应以 / 或 http(s):// 开头');
    },
};

/** /content/agreement and /setting/agreement: add, edit/{id}, del/{id}. */
export const agreementResource: CrudResource = {
    label: '协议',
    table: 'agreements',
    owner: MERCHANT_ROWS,
    industries: 'all',
    info: 'seller/content/AgreementInfo',
    create: 'seller/content/AgreementAdd',
    update: 'seller/content/AgreementEdit',
    remove: 'seller/content/AgreementDel',
    fields: [
        { name: 'title', title: '协议标题', required: true, max: 50 },
        { name: 'type', title: '协议类型', kind: 'enum', required: true, options: agreementTypeOptions.map(o => o.value) },
        { name: 'version', title: '版本', max: 20 },
        { name: 'content', title: '协议内容', required: true, max: 50_000 },
        { name: 'is_show', title: '状态', kind: 'switch', required: true },
    ],
    createDefaults: () => {
        const now = nowSeconds();
        return { create_time: now, update_time: now };
    },
    updateDefaults: () => ({ update_time: nowSeconds() }),
};
