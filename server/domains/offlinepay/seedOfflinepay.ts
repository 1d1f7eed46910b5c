import type { Db } from '../../core/Db';
import type { SeedOptions } from '../../db/SeedOptions';
import { chinaDayStart } from '../shared/chinaCalendar';
import { insertRows } from '../shared/insertRows';
import { placeholderImage } from '../shared/placeholderImage';
import { createPrng } from '../shared/Prng';
import { DAY, DEFAULT_SEED_ROWS, SEED_NOW } from '../shared/seedClock';
import { mobilePhone, personName } from '../shared/seedWords/people';
import { BALANCE_LOG, branches } from './offlinepayOptions';
import { BANK_MERCHANT } from '../shared/seedMerchants';

const YUAN = 100;
const collections = ['商户扫码收款', '代收水电费', 'POS收款入账', '助农取款服务费'];

/**
 * The bank's staff, then each one's balance history: collections and rewards in, withdrawals out (each
 * withdrawal also a cash log line), so every balance equals its log's running total.
 */
export const seedOfflinepay = async (db: Db, { rows = DEFAULT_SEED_ROWS }: SeedOptions) => {
    const rng = createPrng(10010);
    const count = Math.min(Math.max(Math.floor(rows / 5), 20), 500);
    const staff = Array.from({ length: count }, (_, i) => {
        const name = personName(rng);
        const entry = chinaDayStart(SEED_NOW - rng.int(60, 3000) * DAY);
        return [
            BANK_MERCHANT,
            name,
            `NS${String(1001 + i)}`,
            mobilePhone(rng),
            rng.pick(branches),
            rng.pick([1, 1, 1, 2, 2, 3, 4]),
            placeholderImage('avatar', name.slice(0, 1), i),
            rng.chance(0.92) ? 1 : 0,
            entry,
            entry + 3600,
        ];
    });
    await insertRows(db, 'ngp_staff', ['suid', 'name', 'job_no', 'phone', 'branch', 'position', 'avatar', 'status', 'entry_date', 'create_time'], staff);

    const logs: unknown[][] = [];
    const cash: unknown[][] = [];
    const balances: number[] = [];
    for (let id = 1; id <= count; id++) {
        let balance = 0;
        let time = Math.max(staff[id - 1][9] as number, SEED_NOW - 180 * DAY);
        for (let n = rng.int(3, 14); n > 0 && time < SEED_NOW - DAY; n--) {
            time += rng.int(3600, 15 * DAY);
            if (balance > 500 * YUAN && rng.chance(0.3)) {
                const amount = Math.floor((balance * rng.int(30, 100)) / 100 / YUAN) * YUAN;
                const fee = Math.round(amount * 0.001);
                const status = time > SEED_NOW - 2 * DAY ? 0 : rng.chance(0.93) ? 1 : 2;
                cash.push([
                    BANK_MERCHANT,
                    id,
                    amount,
                    fee,
                    amount - fee,
                    `中国农业银行 **** ${rng.int(1000, 9999)}`,
                    status,
                    time,
                    status === 0 ? 0 : time + rng.int(600, DAY),
                ]);
                // A refused withdrawal never left the balance.
                if (status !== 2) {
                    balance -= amount;
                    logs.push([BANK_MERCHANT, id, BALANCE_LOG.withdraw, -amount, balance, '提现到银行卡', time]);
                }
                continue;
            }
            const reward = rng.chance(0.15);
            const amount = reward ? rng.pick([50, 100, 200]) * YUAN : rng.int(20, 5000) * YUAN;
            balance += amount;
            logs.push([
                BANK_MERCHANT,
                id,
                reward ? BALANCE_LOG.reward : BALANCE_LOG.collect,
                amount,
                balance,
                reward ? '月度营销奖励' : rng.pick(collections),
                time,
            ]);
        }
        balances.push(balance);
    }
    await insertRows(db, 'ngp_balance_logs', ['suid', 'staff_id', 'type', 'amount', 'balance', 'remark', 'create_time'], logs);
    await insertRows(db, 'ngp_cash_logs', ['suid', 'staff_id', 'amount', 'fee', 'actual', 'bank_card', 'status', 'apply_time', 'finish_time'], cash);
    await db.query('UPDATE ngp_staff s SET balance = v.balance FROM unnest($1::bigint[]) WITH ORDINALITY AS v(balance, id) WHERE s.id = v.id', [balances]);
};
