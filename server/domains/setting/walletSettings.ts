import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { recordOperation } from '../shared/recordOperation';
import { centsToYuan, readFields, type FieldRule } from '../shared/validate';
import { merchantSettings, readSetting, writeSetting } from './settingGroup';
import type { Lang } from '../../../protocol/lang';
import type { TextKey } from '../../i18n/catalogue';
import { localize } from '../../i18n/LocalText';

interface WalletChannel {
    code: string;
    /** Stored as set; the reply names a channel of ours in the caller's language. */
    name: string;
    status: number;
    fee_rate: number;
    min_withdraw: number;
    settle_days: number;
}

/** Payment channels of the union wallet; `fee_rate` in per mille, amounts in cents. */
const defaults: { list: WalletChannel[] } = {
    list: [
        { code: 'wxpay', name: '微信支付', status: 1, fee_rate: 6, min_withdraw: 10000, settle_days: 1 },
        { code: 'alipay', name: '支付宝', status: 1, fee_rate: 6, min_withdraw: 10000, settle_days: 1 },
        { code: 'unionpay', name: '银联快捷', status: 1, fee_rate: 5, min_withdraw: 50000, settle_days: 2 },
        { code: 'balance', name: '余额支付', status: 0, fee_rate: 0, min_withdraw: 0, settle_days: 0 },
    ],
};

/** The channels the platform knows, named by their code. */
const CHANNEL_NAMES: Record<string, TextKey> = { wxpay: '微信支付', alipay: '支付宝', unionpay: '银联快捷', balance: '余额支付' };

const named = (channel: WalletChannel, lang: Lang): WalletChannel => {
    const name = CHANNEL_NAMES[channel.code];
    return name ? { ...channel, name: localize(name, lang) } : channel;
};

/** GET seller/wallet/WalletSetList: the payment wallet page's channels, a union account's only. */
export const walletSetList: Endpoint = {
    method: 'GET',
    path: 'seller/wallet/WalletSetList',
    fields: [],
    industries: 'admin',
    account: 'union',
    handler: async ctx => (await readSetting(ctx.db, merchantSettings(ctx), 'wallet', defaults)).list.map(channel => named(channel, ctx.lang)),
};

/**
 * POST seller/wallet/WalletSetSave {code, status?, fee_rate?, min_withdraw?, settle_days?}: one
 * channel of the union wallet (the payment wallet page, union accounts only); fields not sent
 * keep their value.
 */
const channelRule: FieldRule = { name: 'code', title: '支付渠道', required: true, max: 20 };
const channelFields: FieldRule[] = [
    { name: 'status', title: '状态', kind: 'switch' },
    { name: 'fee_rate', title: '手续费率(‰)', kind: 'int', max: 100 },
    { name: 'min_withdraw', title: '最低提现金额', kind: 'cents', max: 100_000_000 },
    { name: 'settle_days', title: '结算周期(天)', kind: 'int', max: 30 },
];

export const walletSetSave: Endpoint = {
    method: 'POST',
    path: 'seller/wallet/WalletSetSave',
    fields: [channelRule, ...channelFields],
    industries: 'admin',
    account: 'union',
    handler: async ctx => {
        const { code } = readFields(ctx.params, [channelRule]);
        const values = readFields(ctx.params, channelFields, { partial: true });
        return ctx.db.transaction(async tx => {
            await tx.query("SELECT pg_advisory_xact_lock(hashtext('settings:wallet:' || $1))", [ctx.user!.suid]);
            const setting = await readSetting(tx, merchantSettings(ctx), 'wallet', defaults);
            const channel = setting.list.find(c => c.code === code);
            if (!channel) throw new ProtocolError('支付渠道不存在');
            const updated = { ...channel, ...values } as WalletChannel;
            await writeSetting(tx, merchantSettings(ctx), 'wallet', { list: setting.list.map(c => (c.code === code ? updated : c)) });
            await recordOperation(
                tx,
                ctx,
                '支付钱包',
                `编辑${updated.name}：${updated.status ? '启用' : '停用'}，费率${updated.fee_rate}‰，最低提现${centsToYuan(updated.min_withdraw)}元，结算周期${updated.settle_days}天`
            );
            return named(updated, ctx.lang);
        });
    },
};
