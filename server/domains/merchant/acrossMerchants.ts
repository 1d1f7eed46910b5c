import type { CallContext } from '../../core/CallContext';
import type { Db, MerchantScope } from '../../core/Db';
import { scopeStatements } from '../../db/merchantScope';
import { recordOperation } from '../shared/recordOperation';

/**
 * How the platform's calls on a merchant (create, suspend, resume, export, import, remove) reach
 * other merchants' rows, in this one module: they are named cross-merchant calls (`tenancy:
 * { system }`), so their handler holds the owner's handle, and each of their transactions opens as
 * the owner (the registry, the sessions, checks across every merchant) and then steps into the
 * merchant it acts on (`enterMerchant`), so that the rows it reads and writes there pass
 * row-level security as that merchant's, whatever its SQL says.
 */

/**
 * The rest of the transaction runs as the application role in `scope` (db/merchantScope): the
 * step a merchant handle takes at BEGIN, taken after the owner's statements of the transaction.
 */
export const enterMerchant = (tx: Db, appRole: string, scope: MerchantScope): Promise<void> => tx.exec(scopeStatements(appRole, scope));

/**
 * Runs fn in one transaction that sees the database as of its start (REPEATABLE READ), with times
 * written in UTC: an archive of a merchant written from it is consistent across its tables and
 * the same text on every server.
 */
export const inSnapshot = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> =>
    db.transaction(async tx => {
        await tx.exec(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ; SET LOCAL TimeZone = 'UTC';`);
        return fn(tx);
    });

/**
 * Who acts on a merchant: the platform administrator's call (the writer its transactions name,
 * and the line each action appends to its operator log), or the command line, which has neither.
 */
export interface MerchantOperator {
    writer?: MerchantScope['writer'];
    /** Appends the action to the operator's log, in the action's transaction (as the owner). */
    log?(tx: Db, content: string): Promise<void>;
}

export const MERCHANT_LOG_MODULE = '商户管理';

/** The operator of a platform call. */
export const callOperator = (ctx: CallContext, call: string): MerchantOperator => ({
    writer: ctx.user ? { account: ctx.user.id, name: ctx.user.username, call } : undefined,
    log: (tx, content) => recordOperation(tx, ctx, MERCHANT_LOG_MODULE, content),
});
