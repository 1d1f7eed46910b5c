import type { CallContext } from '../../core/CallContext';
import type { Db, MerchantScope } from '../../core/Db';
import { scopeSettings, WRITER_SETTINGS } from '../../db/merchantScope';
import { recordOperation } from '../shared/recordOperation';

/**
 * How the platform's work on a merchant (list, create, suspend, resume, export, import, remove)
 * reaches other merchants' rows, in this one module. Its calls name the access
 * `platformMerchants` (db/namedAccess: SELECT on every merchant table, no more), and so does the
 * command line's handle: what they read across merchants they read through it. Whatever they
 * write in a merchant, or read of it for its archive, a transaction of theirs does after stepping
 * into that merchant (`enterMerchant`), so that row-level security holds those statements to its
 * rows whatever their SQL says.
 */

/** The scope of the platform's work on merchants outside a call (the command line, a removal in the background). */
export const PLATFORM_MERCHANTS: MerchantScope = { suid: null, platform: true, named: 'platformMerchants' };

/**
 * The rest of the transaction `tx` is the merchant's in `scope`: its rows alone, the named access
 * ended, and no account named as the writer unless `scope` names one: what the platform writes in
 * a merchant (its starting rows, an import, a removal's deletes) is no account's edit of its
 * records, and leaves no revision.
 */
export const enterMerchant = (tx: Db, scope: MerchantScope): Promise<void> =>
    tx.exec(`${scopeSettings(scope)}${scope.writer ? '' : `, set_config('${WRITER_SETTINGS.account}', '', true)`}`);

/** Runs fn in one transaction with times written in UTC: an archive's rows are the same text on every server. */
export const inUtc = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> =>
    db.transaction(async tx => {
        await tx.exec(`SET LOCAL TimeZone = 'UTC'`);
        return fn(tx);
    });

/**
 * Who acts on a merchant: the platform administrator's call (the line each action appends to its
 * operator log), or the command line, which has none.
 */
export interface MerchantOperator {
    /** Appends the action to the operator's log, in the action's transaction (in the operator's own merchant). */
    log?(tx: Db, content: string): Promise<void>;
}

export const MERCHANT_LOG_MODULE = '商户管理';

/** The operator of a platform call. */
export const callOperator = (ctx: CallContext): MerchantOperator => ({
    log: (tx, content) => recordOperation(tx, ctx, MERCHANT_LOG_MODULE, content),
});
