import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { copyChunks, copyStatement } from './copyText';
import type { CallTransaction, Database, Db } from '../core/Db';
import { DEFAULT_APP_ROLE, reasonStatement, scopeStatements } from './merchantScope';
import { scopedHandle } from './scopedHandle';
import { INT8_OID, NUMERIC_OID, parseExactNumber } from './numericParsers';
import { newTransactionState, transactionDb, unfinishedError, type TransactionConnection } from './transactionDb';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

const connectionOf = (target: Queryable): TransactionConnection => ({
    async query<T>(sql: string, params: unknown[] = []) {
        const result = await target.query<T>(sql, params);
        return { rows: result.rows };
    },
    async copyRows(table, columns, rows) {
        // PGlite reads COPY input from a Blob handed to the query as the file '/dev/blob'.
        for (const chunk of copyChunks(rows)) await target.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob: new Blob([chunk]) });
    },
    async exec(sql: string) {
        await target.exec(sql);
    },
});

/** PGlite has no BEGIN of ours (its `transaction` sends it): a call that only reads says so first thing. */
const READ_ONLY = 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY; ';

/**
 * Embedded PostgreSQL in a directory (or `memory://`). PGlite serialises every query itself, and
 * a transaction holds it until the end: one process, one connection, so the owner and the calls
 * share it (the calls as the application role, `SET LOCAL ROLE`). That one connection is also
 * why a call does not hold a transaction across its handler here: every other call of the
 * process, and the shutdown, would wait for its password hash, its file parse or a stuck
 * handler. A call's statements are each a transaction of its own in the call's scope (`READ
 * ONLY` when the call only reads), its nested transactions are transactions; nothing of
 * another process runs between them, and a statement costs no round trip.
 */
export const createPgliteDb = async (dataDir: string, { appRole = DEFAULT_APP_ROLE }: { appRole?: string } = {}): Promise<Database> => {
    const pglite = await PGlite.create({
        dataDir,
        // Substring search goes through trigram indexes on both engines (see sortIndexes.ts).
        extensions: { pg_trgm },
        // WebAssembly memory never shrinks: the default 128MB of shared buffers costs ~110 MiB of
        // resident memory more than 16MB, and PGlite's files are in memory-backed pages anyway.
        startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
        parsers: { [INT8_OID]: parseExactNumber, [NUMERIC_OID]: parseExactNumber },
    });
    const database = {};
    const { rows } = await pglite.query<{ role: string }>('SELECT session_user AS role');
    const role = rows[0].role;

    /** A transaction that first runs `opening` (a scope, a reason), then fn; one whose body went past a failed statement ends with that error. */
    const transactionAfter =
        (opening: string | undefined) =>
        <T>(fn: (tx: CallTransaction) => Promise<T>): Promise<T> =>
            pglite.transaction(async tx => {
                const state = newTransactionState();
                try {
                    if (opening) await tx.exec(opening);
                    const result = await fn(transactionDb(connectionOf(tx), state, database));
                    const unfinished = unfinishedError(state);
                    if (unfinished) throw unfinished;
                    return result;
                } finally {
                    state.ended = true;
                }
            });

    const direct = connectionOf(pglite);
    const owner: Db = { ...direct, query: (sql, params = []) => direct.query(sql, params), transaction: transactionAfter(undefined), database };
    return {
        ...owner,
        // One process owns a PGlite directory, so there is nobody to take turns with.
        exclusive: (_key, fn) => fn(),
        async close() {
            if (!pglite.closed) await pglite.close();
        },
        acrossMerchants: reason => scopedHandle(transactionAfter(reasonStatement(reason)), database),
        inCall: ({ readOnly, scope }, fn) => {
            let current = scope;
            const handle = scopedHandle(body => transactionAfter(`${readOnly ? READ_ONLY : ''}${scopeStatements(appRole, current)}`)(body), database);
            return fn({
                ...handle,
                async enter(entered) {
                    current = entered;
                },
            });
        },
        forMerchant: scope => scopedHandle(transactionAfter(scopeStatements(appRole, scope)), database),
        connections: { owner: role, calls: role, separate: false, embedded: true },
        // In process: a notification arrives once the statement that committed it has answered.
        async listen(channel, listener) {
            const stop = await pglite.listen(channel, payload => listener.notify(payload));
            return {
                async close() {
                    if (!pglite.closed) await stop();
                },
            };
        },
    };
};
