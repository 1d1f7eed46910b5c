import type { CallTransaction } from '../core/Db';
import { scopeSettings } from './merchantScope';
import { isAborted } from './retryAborted';

/** What one engine's open transaction can do: statements on its one connection. */
export interface TransactionConnection {
    query<T>(sql: string, params: unknown[]): Promise<{ rows: T[] }>;
    exec(sql: string): Promise<void>;
    copyRows(table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>): Promise<void>;
}

/**
 * What one transaction has met. `aborted`: the first statement PostgreSQL aborted it with
 * (deadlock, serialization), noted even when the body catches it: the transaction is dead then
 * and its COMMIT would quietly roll back, so the whole of it runs again. `failed`: the first
 * statement that failed outside any savepoint: the body went on after it, so its COMMIT would
 * also quietly roll back, and the transaction ends with that error instead.
 */
export interface TransactionState {
    aborted?: unknown;
    failed?: unknown;
    /** Savepoints open now: a failure inside one is its own to roll back. */
    depth: number;
    /** Savepoints made in this transaction, for unique names. */
    made: number;
    /** After COMMIT or ROLLBACK: a statement then is a bug of the caller. */
    ended: boolean;
}

export const newTransactionState = (): TransactionState => ({ depth: 0, made: 0, ended: false });

/** The error a finished transaction's COMMIT must not hide: an abort (run again) or a failure the body went past. */
export const unfinishedError = (state: TransactionState): unknown => state.aborted ?? state.failed;

/**
 * The handle of one open transaction over its connection: statements run in it, a nested
 * `transaction(fn)` is a savepoint (fn's writes go when it throws, the rest of the transaction
 * stays usable), and `enter` sets another scope for the rest of it (a call that learns its
 * merchant).
 */
export const transactionDb = (connection: TransactionConnection, state: TransactionState, database: object): CallTransaction => {
    const noting = async <T>(run: () => Promise<T>): Promise<T> => {
        if (state.ended) throw new Error('a statement after its transaction ended');
        try {
            return await run();
        } catch (error) {
            if (isAborted(error)) state.aborted ??= error;
            if (state.depth === 0) state.failed ??= error;
            throw error;
        }
    };
    const db: CallTransaction = {
        query: <T>(sql: string, params: unknown[] = []) => noting(() => connection.query<T>(sql, params)),
        copyRows: (table, columns, rows) => noting(() => connection.copyRows(table, columns, rows)),
        exec: sql => noting(() => connection.exec(sql)),
        async transaction(fn) {
            const name = `mc_savepoint_${++state.made}`;
            await noting(() => connection.exec(`SAVEPOINT ${name}`));
            state.depth++;
            let result: Awaited<ReturnType<typeof fn>>;
            try {
                result = await fn(db);
            } catch (error) {
                state.depth--;
                // After an abort the whole transaction runs again: nothing of it is kept anyway.
                if (!state.aborted) await noting(() => connection.exec(`ROLLBACK TO SAVEPOINT ${name}`));
                throw error;
            }
            state.depth--;
            await noting(() => connection.exec(`RELEASE SAVEPOINT ${name}`));
            return result;
        },
        enter: scope => noting(() => connection.exec(scopeSettings(scope))),
        database,
    };
    return db;
};
