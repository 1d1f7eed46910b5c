import type { Db } from '../../core/Db';
import { insertRows } from '../shared/insertRows';
import { orderSn } from '../shared/orderSn';
import type { SeedOptions } from '../../db/SeedOptions';
import type { Prng } from '../shared/Prng';
import { DAY, SEED_NOW } from '../shared/seedClock';
import { carMerchants, merchantPrng, type SeedMerchant } from '../shared/seedMerchants';
import { REFUND, RECHARGE, WALLET_LOG, refundReasons } from './depositOptions';

const YUAN = 100;
/** Dealers with a full deposit history; the others (benchmark sizes) get their first payment only. */
const FULL_HISTORY = 1000;

const dealerHistory = (rng: Prng, dealerId: number, since: number, full: boolean) => {
    let balance = rng.pick([5000, 10000, 20000, 30000, 50000]) * YUAN;
    let time = Math.min(SEED_NOW - 60, since + rng.int(600, 2 * DAY));
    const logs: unknown[][] = [[dealerId, WALLET_LOG.payIn, balance, balance, '入驻缴纳保证金', time]];
    for (let i = full ? rng.int(0, 4) : 0; i > 0 && time < SEED_NOW - 2 * DAY; i--) {
        time = Math.min(SEED_NOW - DAY, time + rng.int(1, 60) * DAY);
        const kind = rng.pick([WALLET_LOG.adminRecharge, WALLET_LOG.payIn, WALLET_LOG.penalty, WALLET_LOG.adminDeduct]);
        const amount =
            kind === WALLET_LOG.penalty || kind === WALLET_LOG.adminDeduct
                ? -Math.min(balance, rng.pick([500, 1000, 2000, 3000]) * YUAN)
                : rng.pick([5000, 10000, 20000]) * YUAN;
        if (amount === 0) continue;
        balance += amount;
        const remark = {
            [WALLET_LOG.payIn]: '补缴保证金',
            [WALLET_LOG.adminRecharge]: '线下转账补录',
            [WALLET_LOG.penalty]: '拍后违约扣款',
            [WALLET_LOG.adminDeduct]: '车况描述不符扣款',
        }[kind];
        logs.push([dealerId, kind, amount, balance, remark, time]);
    }
    return { logs };
};

/**
 * Some dealers take part of their deposit back in the last three months (保证金退还), so the
 * Workbench's refund series has a shape. A PRNG of its own: the other seeded rows stay as they were.
 */
const withRefund = (rng: Prng, logs: unknown[][]) => {
    if (!rng.chance(0.15)) return logs;
    const [dealerId, , , balance, , time] = logs[logs.length - 1] as [number, number, number, number, string, number];
    const when = Math.max(time + 3600, SEED_NOW - rng.int(1, 85) * DAY - rng.int(0, DAY));
    const amount = Math.min(balance, rng.pick([1000, 2000, 5000]) * YUAN);
    if (amount <= 0 || when >= SEED_NOW - 3600) return logs;
    return [...logs, [dealerId, WALLET_LOG.refund, -amount, balance - amount, '保证金退还', when]];
};

/** Each car merchant's deposits. */
export const seedDeposits = async (db: Db, options: SeedOptions) => {
    for (const merchant of carMerchants(options)) await seedMerchantDeposits(db, merchant);
};

/** Wallet logs whose running balance ends at each dealer's deposit; recharges and refunds of buyers. */
const seedMerchantDeposits = async (db: Db, merchant: SeedMerchant) => {
    const { suid } = merchant;
    const rng = merchantPrng(3003, merchant);
    const { rows: dealers } = await db.query<{ id: number; audit_time: number }>(
        'SELECT id, audit_time FROM dealers WHERE suid = $1 AND audit_status = 1 ORDER BY id',
        [suid]
    );
    const walletLogs: unknown[][] = [];
    const refundRng = merchantPrng(3005, merchant);
    for (const [index, dealer] of dealers.entries()) {
        const full = index < FULL_HISTORY;
        const history = dealerHistory(rng, dealer.id, dealer.audit_time, full).logs;
        const logs = full ? withRefund(refundRng, history) : history;
        for (const log of logs) walletLogs.push([suid, ...log, orderSn('BZJ', log[5] as number, walletLogs.length + 1)]);
    }
    await insertRows(db, 'wallet_logs', ['suid', 'dealer_id', 'type', 'amount', 'balance', 'remark', 'create_time', 'order_sn'], walletLogs);
    // The deposit is the running balance's last value, so list and log always agree.
    await db.query(
        `UPDATE dealers d SET deposit = last.balance FROM (
            SELECT DISTINCT ON (dealer_id) dealer_id, balance FROM wallet_logs WHERE suid = $1 ORDER BY dealer_id, create_time DESC, id DESC
         ) last WHERE last.dealer_id = d.id AND d.suid = $1`,
        [suid]
    );

    const { rows: members } = await db.query<{ id: number; create_time: number }>('SELECT id, create_time FROM members WHERE suid = $1 ORDER BY id', [suid]);
    const recharges: unknown[][] = [];
    const refunds: unknown[][] = [];
    const memberDeposits: unknown[][] = [];
    for (const member of members) {
        if (!rng.chance(0.55)) continue;
        let deposit = 0;
        let time = member.create_time;
        for (let i = rng.int(1, 3); i > 0; i--) {
            time = Math.min(SEED_NOW - DAY, time + rng.int(1, 90) * DAY);
            const status = rng.chance(0.85) ? RECHARGE.paid : rng.chance(0.4) ? RECHARGE.unpaid : RECHARGE.closed;
            const amount = rng.pick([1000, 2000, 5000, 10000]) * YUAN;
            if (status === RECHARGE.paid) deposit += amount;
            recharges.push([
                suid,
                member.id,
                orderSn('CZ', time, recharges.length + 1),
                amount,
                rng.int(1, 3),
                status,
                status === RECHARGE.paid ? time + rng.int(5, 120) : 0,
                time,
            ]);
        }
        if (deposit > 0 && rng.chance(0.35)) {
            const amount = rng.chance(0.6) ? deposit : Math.floor(deposit / 2 / YUAN) * YUAN;
            const apply = Math.min(SEED_NOW - 3600, time + rng.int(1, 30) * DAY);
            const status = rng.chance(0.4) ? REFUND.pending : rng.chance(0.75) ? REFUND.approved : REFUND.rejected;
            if (status === REFUND.approved) deposit -= amount;
            const audited = status !== REFUND.pending;
            refunds.push([
                suid,
                member.id,
                amount,
                rng.pick(refundReasons),
                status,
                apply,
                audited ? Math.min(SEED_NOW, apply + rng.int(3600, 3 * DAY)) : 0,
                status === REFUND.rejected ? '存在未结束的竞拍，暂不能退款' : audited ? '同意退款，原路退回' : '',
            ]);
        }
        memberDeposits.push([member.id, deposit]);
    }
    await insertRows(db, 'member_recharges', ['suid', 'member_id', 'order_sn', 'amount', 'pay_type', 'status', 'pay_time', 'create_time'], recharges);
    await insertRows(db, 'deposit_refunds', ['suid', 'member_id', 'amount', 'reason', 'status', 'apply_time', 'audit_time', 'audit_remark'], refunds);
    for (let start = 0; start < memberDeposits.length; start += 5000) {
        const batch = memberDeposits.slice(start, start + 5000);
        await db.query('UPDATE members m SET deposit = v.deposit FROM unnest($1::int[], $2::bigint[]) AS v(id, deposit) WHERE m.id = v.id', [
            batch.map(r => r[0]),
            batch.map(r => r[1]),
        ]);
    }
};
