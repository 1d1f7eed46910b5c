import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { copyChunks, copyStatement } from './copyText';
import type { Database, Db } from '../core/Db';
import { DEFAULT_APP_ROLE, scopeStatements } from './merchantScope';
import { scopedHandle } from './scopedHandle';
import { INT8_OID, NUMERIC_OID, parseExactNumber } from './numericParsers';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

const wrap = (target: Queryable, transaction: Db['transaction'], close: Db['close'], database: object): Db => ({
    // One process owns a PGlite directory, so there is nobody to take turns with.
    exclusive: (_key, fn) => fn(),
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
    transaction,
    close,
    database,
});

/** Embedded PostgreSQL in a directory (or `memory://`). PGlite serialises every query itself. */
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
    const close = async () => {
        if (!pglite.closed) await pglite.close();
    };
    /** A transaction that first runs `opening` (a merchant's scope), then fn; nested transactions join it. */
    const transactionAfter =
        (opening: string | undefined): Db['transaction'] =>
        fn =>
            pglite.transaction(async tx => {
                if (opening) await tx.exec(opening);
                // Inside a transaction a nested one simply joins it: PGlite has one connection.
                const inner: Db = wrap(tx, f => f(inner), close, database);
                return fn(inner);
            });
    const owner = wrap(pglite, transactionAfter(undefined), close, database);
    return {
        ...owner,
        forMerchant: scope => scopedHandle(owner, transactionAfter(scopeStatements(appRole, scope))),
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
