import type { Db } from '../../core/Db';
import { ProtocolError } from '../../core/ProtocolError';
import { MERCHANT_STATUS, type MerchantStatus } from '../../core/merchantStatus';
import { nowSeconds } from '../../core/nowSeconds';
import type { MerchantOperator } from './acrossMerchants';
import { platformMerchantSql } from '../../core/platformMerchantSql';

/** A merchant's registry row, as the platform's actions read it. */
export interface MerchantRow {
    suid: string;
    name: string;
    industry: string;
    status: MerchantStatus;
    create_time: number;
    removal_rows: number;
    removal_done: number;
    removal_heartbeat: number;
    removal_error: string;
}

export const MERCHANT_NOT_FOUND = '商户不存在或已被删除';

/** The merchant's registry row, locked for the rest of the transaction; refused when there is none. */
export const lockMerchant = async (tx: Db, suid: string): Promise<MerchantRow> => {
    const { rows } = await tx.query<MerchantRow>('SELECT * FROM merchants WHERE suid = $1 FOR UPDATE', [suid]);
    if (!rows[0]) throw new ProtocolError(MERCHANT_NOT_FOUND);
    return { ...rows[0], status: Number(rows[0].status) as MerchantStatus };
};

/** The platform's own merchant is never suspended or removed: that would lock the platform out of its console. */
export const refusePlatformMerchant = async (tx: Db, merchant: MerchantRow) => {
    const { rows } = await tx.query<{ platform: boolean }>(`SELECT ${platformMerchantSql('$1')} AS platform`, [merchant.suid]);
    if (rows[0].platform) throw new ProtocolError('平台管理员所在的商户不能暂停或删除');
};

/**
 * Suspends a merchant: its registry row says so, which refuses its accounts' sign-in, their
 * every call (the caller is loaded with its merchant's state) and its entry page's applications;
 * and every live session of its owner and operators is revoked at once, as a password change
 * does. Answers how many sessions ended.
 */
export const suspendMerchant = async (
    db: Db,
    suid: string,
    operator: MerchantOperator = {}
): Promise<{ suid: string; status: MerchantStatus; sessions: number }> =>
    db.transaction(async tx => {
        const merchant = await lockMerchant(tx, suid);
        await refusePlatformMerchant(tx, merchant);
        if (merchant.status === MERCHANT_STATUS.suspended) throw new ProtocolError('该商户已暂停，无需重复操作');
        if (merchant.status === MERCHANT_STATUS.removing) throw new ProtocolError('该商户正在删除中');
        const now = nowSeconds();
        await tx.query('UPDATE merchants SET status = $2, status_time = $3 WHERE suid = $1', [suid, MERCHANT_STATUS.suspended, now]);
        const { rows } = await tx.query<{ id: number }>(
            `UPDATE sessions SET revoked_at = $2, revoked_reason = 'suspended'
              WHERE revoked_at IS NULL AND user_id IN (SELECT id FROM users WHERE suid = $1) RETURNING id`,
            [suid, now]
        );
        await operator.log?.(tx, `暂停商户：${merchant.name}（${suid}），结束登录会话${rows.length}个`);
        return { suid, status: MERCHANT_STATUS.suspended, sessions: rows.length };
    });

/** Resumes a suspended merchant: its accounts may sign in again and its entry page takes applications. */
export const resumeMerchant = async (db: Db, suid: string, operator: MerchantOperator = {}): Promise<{ suid: string; status: MerchantStatus }> =>
    db.transaction(async tx => {
        const merchant = await lockMerchant(tx, suid);
        if (merchant.status === MERCHANT_STATUS.active) throw new ProtocolError('该商户未暂停，无需恢复');
        if (merchant.status === MERCHANT_STATUS.removing) throw new ProtocolError('该商户正在删除中');
        await tx.query('UPDATE merchants SET status = $2, status_time = $3 WHERE suid = $1', [suid, MERCHANT_STATUS.active, nowSeconds()]);
        await operator.log?.(tx, `恢复商户：${merchant.name}（${suid}）`);
        return { suid, status: MERCHANT_STATUS.active };
    });
