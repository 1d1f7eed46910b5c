import { formatMinorUnits, toMinorUnits } from '../forms/decimal';

/** One payment channel of `seller/wallet/WalletSetList`: fee rate in per mille, amounts in cents. */
export interface WalletChannel {
    code: string;
    name: string;
    status: 0 | 1;
    fee_rate: number;
    min_withdraw: number;
    settle_days: number;
}

/** A channel as its row of inputs holds it: texts as typed, the minimum withdrawal in yuan. */
export interface ChannelDraft {
    enabled: boolean;
    feeRate: string;
    minWithdraw: string;
    settleDays: string;
}

export type DraftField = Exclude<keyof ChannelDraft, 'enabled'>;

/** The reply is not a list of channels as docs/protocol.md §8's amounts-in-cents rule gives them. */
export class WalletDataError extends Error {}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export const parseWalletChannels = (reply: unknown): WalletChannel[] => {
    if (!Array.isArray(reply)) throw new WalletDataError('not a list');
    return reply.map(item => {
        const channel = (item ?? {}) as Record<string, unknown>;
        const { code, name, status, fee_rate, min_withdraw, settle_days } = channel;
        if (
            typeof code !== 'string' ||
            !code ||
            typeof name !== 'string' ||
            (status !== 0 && status !== 1) ||
            !isCount(fee_rate) ||
            !isCount(min_withdraw) ||
            !isCount(settle_days)
        ) {
            throw new WalletDataError('malformed channel');
        }
        return { code, name, status, fee_rate, min_withdraw, settle_days };
    });
};

export const toDraft = (channel: WalletChannel): ChannelDraft => ({
    enabled: channel.status === 1,
    feeRate: String(channel.fee_rate),
    minWithdraw: formatMinorUnits(channel.min_withdraw, 2) ?? '0.00',
    settleDays: String(channel.settle_days),
});

const wholeNumber = (text: string, max: number) => (/^\d{1,6}$/.test(text.trim()) && Number(text) <= max ? Number(text) : undefined);

/** The save payload of a row (`seller/wallet/WalletSetSave`), or the first field that is not valid. */
export const toPayload = (code: string, draft: ChannelDraft): { payload: Record<string, string | number> } | { invalid: DraftField } => {
    const feeRate = wholeNumber(draft.feeRate, 100);
    if (feeRate === undefined) return { invalid: 'feeRate' };
    const minWithdraw = /^\d{1,9}(\.\d{1,2})?$/.test(draft.minWithdraw.trim()) ? toMinorUnits(draft.minWithdraw, 2) : undefined;
    if (minWithdraw === undefined) return { invalid: 'minWithdraw' };
    const settleDays = wholeNumber(draft.settleDays, 30);
    if (settleDays === undefined) return { invalid: 'settleDays' };
    return { payload: { code, status: draft.enabled ? 1 : 0, fee_rate: feeRate, min_withdraw: minWithdraw, settle_days: settleDays } };
};
