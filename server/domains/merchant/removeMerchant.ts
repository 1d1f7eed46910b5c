import type { ServerConfig } from '../../core/config';
import type { Db } from '../../core/Db';
import { ProtocolError } from '../../core/ProtocolError';
import { MERCHANT_STATUS } from '../../core/merchantStatus';
import { nowSeconds } from '../../core/nowSeconds';
import { quoteIdentifier } from '../../db/merchantScope';
import { openFileStore } from '../../export/openFileStore';
import { enterMerchant, type MerchantOperator } from './acrossMerchants';
import { lockMerchant, refusePlatformMerchant, type MerchantRow } from './merchantState';
import { readMerchantTables, tableGroups, type MerchantTable } from './merchantTables';
import { MERCHANT_COLUMN } from '../../core/TableOwner';

/** Above this many rows a removal answers at once and goes on in the background, its progress in the registry. */
export const REMOVE_IN_BACKGROUND_ROWS = 20_000;

/** A removal whose heartbeat is older than this is taken to have died with its server: removing again resumes it. */
const STALLED_AFTER = 600;

export interface Removal {
    suid: string;
    /** Whether every row is gone already; false: it goes on in the background (`removal_done` of `removal_rows`). */
    removed: boolean;
    rows: number;
}

const countRows = async (tx: Db, tables: readonly MerchantTable[], suid: string) => {
    let total = 0;
    for (const table of tables) {
        const { rows } = await tx.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM ${quoteIdentifier(table.name)} WHERE ${MERCHANT_COLUMN} = $1`, [
            suid,
        ]);
        total += Number(rows[0].n);
    }
    return total;
};

/**
 * Marks the merchant as being removed, after the checks that make a removal deliberate: the
 * merchant is suspended (its accounts signed out, its entry page closed: nothing writes there any
 * more), it is not the platform's own, and its name was typed to confirm. A removal that died
 * with its server (status removing, no heartbeat for a while) may be started again.
 */
const beginRemoval = async (db: Db, suid: string, confirm: string, operator: MerchantOperator, tables: readonly MerchantTable[]) =>
    db.transaction(async tx => {
        const merchant: MerchantRow = await lockMerchant(tx, suid);
        await refusePlatformMerchant(tx, merchant);
        if (!confirm.trim()) throw new ProtocolError('请输入商户名称以确认删除');
        if (confirm.trim() !== merchant.name) throw new ProtocolError('输入的商户名称与要删除的商户不一致');
        if (merchant.status === MERCHANT_STATUS.active) throw new ProtocolError('只能删除已暂停的商户，请先暂停该商户');
        const now = nowSeconds();
        if (merchant.status === MERCHANT_STATUS.removing && now - Number(merchant.removal_heartbeat) < STALLED_AFTER) {
            throw new ProtocolError('该商户正在删除中');
        }
        await operator.log?.(tx, `删除商户：${merchant.name}（${suid}）`);
        await enterMerchant(tx, { suid, platform: true });
        const total = await countRows(tx, tables, suid);
        await tx.query(
            `UPDATE merchants SET status = $2, status_time = $3, removal_rows = $4, removal_done = 0, removal_heartbeat = $3, removal_error = '' WHERE suid = $1`,
            [suid, MERCHANT_STATUS.removing, now, total]
        );
        return total;
    });

/**
 * Deletes every row of the merchant, one group of tables that refer to each other per
 * transaction (children first), as the merchant (row-level security holds every statement to its
 * rows) and as no account (the deletes leave no revision), moving its progress in the registry
 * with each group; its files go from the store first. Then, with every merchant table checked
 * empty of it, its registry row.
 */
const deleteEverything = async (db: Db, config: ServerConfig, suid: string, tables: readonly MerchantTable[]) => {
    await db.transaction(async tx => {
        await enterMerchant(tx, { suid, platform: false });
        const { rows } = await tx.query<{ key: string }>(`SELECT DISTINCT file AS key FROM export_tasks WHERE file IS NOT NULL AND file <> ''`);
        const store = openFileStore(config, tx);
        for (const { key } of rows) await store.remove(key);
    });
    for (const group of tableGroups([...tables])) {
        await db.transaction(async tx => {
            await enterMerchant(tx, { suid, platform: true });
            let deleted = 0;
            for (const table of group) {
                const { rows } = await tx.query<{ n: number }>(
                    `WITH gone AS (DELETE FROM ${quoteIdentifier(table.name)} WHERE ${MERCHANT_COLUMN} = $1 RETURNING 1) SELECT count(*)::bigint AS n FROM gone`,
                    [suid]
                );
                deleted += Number(rows[0].n);
            }
            await tx.query('UPDATE merchants SET removal_done = removal_done + $2, removal_heartbeat = $3 WHERE suid = $1', [suid, deleted, nowSeconds()]);
        });
    }
    await db.transaction(async tx => {
        await enterMerchant(tx, { suid, platform: true });
        const left = await countRows(tx, tables, suid);
        if (left > 0) throw new Error(`merchant ${suid}: ${left} rows left after removal`);
        await tx.query('DELETE FROM merchants WHERE suid = $1', [suid]);
    });
};

/**
 * The live events kept for a removed merchant (its streams ended with its suspension): after the
 * commit of its deletes, whose own events are kept at that commit.
 */
const forgetLive = async (db: Db, suid: string) => {
    await db.query('SELECT mc_forget_merchant_live($1)', [suid]);
};

/**
 * Removes a merchant: every row it owns in every merchant table (read from the database, so a
 * table added by a domain or a declaration goes too), its files, and its registry row. A small
 * merchant is gone when this answers; a larger one (`backgroundAbove` rows) goes on in the
 * background, the registry row telling how far, and an error there says what stopped it (removing
 * again resumes). `db` names the access `platformMerchants` (acrossMerchants.ts). Inside a call,
 * `afterCommit` runs what must follow the call's commit (a call's `afterCall`): the background
 * part and the live events' removal; without it they follow at once. `onBackground` is given the
 * background part's run.
 */
export const removeMerchant = async (
    db: Db,
    config: ServerConfig,
    suid: string,
    confirm: string,
    operator: MerchantOperator = {},
    {
        backgroundAbove = REMOVE_IN_BACKGROUND_ROWS,
        afterCommit,
        onBackground,
    }: {
        backgroundAbove?: number;
        afterCommit?: (task: () => Promise<void>) => void;
        onBackground?: (done: Promise<void>) => void;
    } = {}
): Promise<Removal> => {
    const tables = await readMerchantTables(db);
    const rows = await beginRemoval(db, suid, confirm, operator, tables);
    if (rows <= backgroundAbove) {
        await deleteEverything(db, config, suid, tables);
        if (afterCommit) afterCommit(() => forgetLive(db, suid));
        else await forgetLive(db, suid);
        return { suid, removed: true, rows };
    }
    const background = async () => {
        const done = deleteEverything(db, config, suid, tables)
            .then(() => forgetLive(db, suid))
            .catch(async (error: unknown) => {
                await db
                    .query('UPDATE merchants SET removal_error = $2 WHERE suid = $1', [suid, String((error as Error)?.message ?? error).slice(0, 500)])
                    .catch(() => undefined);
            });
        onBackground?.(done);
    };
    if (afterCommit) afterCommit(background);
    else await background();
    return { suid, removed: false, rows };
};
