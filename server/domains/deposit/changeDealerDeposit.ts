import type { Db } from '../../core/Db';
import { ProtocolError } from '../../core/ProtocolError';
import { centsToYuan } from '../shared/validate';
import { nowSeconds } from '../../core/nowSeconds';
import { orderSn } from '../shared/orderSn';
import { message } from '../../i18n/Message';

/**
 * Moves a dealer's deposit by `delta` cents and writes the wallet log line with the balance
 * after it. The dealer row is locked, so concurrent changes cannot overdraw it.
 */
export const changeDealerDeposit = async (tx: Db, dealerId: number, delta: number, type: number, remark: string) => {
    const { rows } = await tx.query<{ deposit: number }>('SELECT deposit FROM dealers WHERE id = $1 FOR UPDATE', [dealerId]);
    if (!rows[0]) throw new ProtocolError('车商不存在或已被删除');
    const balance = Number(rows[0].deposit) + delta;
    if (balance < 0) throw new ProtocolError(message('扣除金额不能大于当前保证金余额（{amount}元）', { amount: centsToYuan(rows[0].deposit) }));
    await tx.query('UPDATE dealers SET deposit = $2 WHERE id = $1', [dealerId, balance]);
    const now = nowSeconds();
    const { rows: logs } = await tx.query<{ id: number }>(
        `INSERT INTO wallet_logs (dealer_id, order_sn, type, amount, balance, remark, create_time)
         VALUES ($1, '', $2, $3, $4, $5, $6) RETURNING id`,
        [dealerId, type, delta, balance, remark, now]
    );
    await tx.query('UPDATE wallet_logs SET order_sn = $2 WHERE id = $1', [logs[0].id, orderSn('BZJ', now, logs[0].id)]);
    return balance;
};
