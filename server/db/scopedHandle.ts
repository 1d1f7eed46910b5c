import type { Db } from '../core/Db';

/**
 * A merchant handle over the owner's: every statement runs in its own scoped transaction
 * (`transaction` opens it with the scope), so the scope never outlives a statement; what needs
 * no scope (`exclusive`, `close`, `database`) is the owner's.
 */
export const scopedHandle = (owner: Db, transaction: Db['transaction']): Db => ({
    ...owner,
    query: <T>(sql: string, params?: unknown[]) => transaction(tx => tx.query<T>(sql, params)),
    copyRows: (table, columns, rows) => transaction(tx => tx.copyRows(table, columns, rows)),
    exec: sql => transaction(tx => tx.exec(sql)),
    transaction,
});
