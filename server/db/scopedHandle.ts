import type { Db } from '../core/Db';

/**
 * A handle whose every statement runs in a transaction of its own, opened by `transaction`
 * (with a merchant's scope, or a named reason), so that the scope never outlives a statement.
 */
export const scopedHandle = (transaction: Db['transaction'], database: object): Db => ({
    query: <T>(sql: string, params?: unknown[]) => transaction(tx => tx.query<T>(sql, params)),
    copyRows: (table, columns, rows) => transaction(tx => tx.copyRows(table, columns, rows)),
    exec: sql => transaction(tx => tx.exec(sql)),
    transaction,
    database,
});
