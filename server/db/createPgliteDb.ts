import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { copyChunks, copyStatement } from './copyText';
import type { Db } from '../core/Db';
import { INT8_OID, NUMERIC_OID, parseExactNumber } from './numericParsers';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

const wrap = (target: Queryable, transaction: Db['transaction'], close: Db['close']): Db => ({
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
});

/** Embedded PostgreSQL in a directory (or `memory://`). PGlite serialises every query itself. */
export const createPgliteDb = async (dataDir: string): Promise<Db> => {
    const pglite = await PGlite.create({
        dataDir,
        // Substring search goes through trigram indexes on both engines (see sortIndexes.ts).
        extensions: { pg_trgm },
        // WebAssembly memory never shrinks: the default 128MB of shared buffers costs ~110 MiB of
        // resident memory more than 16MB, and PGlite's files are in memory-backed pages anyway.
        startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
        parsers: { [INT8_OID]: parseExactNumber, [NUMERIC_OID]: parseExactNumber },
    });
    const close = async () => {
        if (!pglite.closed) await pglite.close();
    };
    const transaction: Db['transaction'] = fn =>
        pglite.transaction(tx => {
            // Inside a transaction a nested one simply joins it: PGlite has one connection.
            const inner: Db = wrap(tx, f => f(inner), close);
            return fn(inner);
        });
    return wrap(pglite, transaction, close);
};
