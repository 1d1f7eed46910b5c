import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyChunks, copyStatement, type CopyRow } from './copyText';
import type { Db } from '../core/Db';
import { INT8_OID, NUMERIC_OID, parseExactNumber } from './numericParsers';

const typeParsers = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
        if (oid === INT8_OID || oid === NUMERIC_OID) return parseExactNumber;
        return pg.types.getTypeParser(oid, format);
    },
} as pg.CustomTypesConfig;

/** COPY FROM STDIN through the copy protocol, text chunks made as the server takes them. */
const copyInto = async (client: pg.PoolClient, table: string, columns: readonly string[], rows: Iterable<CopyRow>) => {
    await pipeline(Readable.from(copyChunks(rows)), client.query(copyFrom(copyStatement(table, columns, 'STDIN'))));
};

const clientDb = (client: pg.PoolClient): Db => {
    const db: Db = {
        async query<T>(sql: string, params: unknown[] = []) {
            const result = await client.query({ text: sql, values: params, types: typeParsers });
            return { rows: result.rows as T[] };
        },
        copyRows: (table, columns, rows) => copyInto(client, table, columns, rows),
        async exec(sql: string) {
            await client.query(sql);
        },
        transaction: fn => fn(db),
        exclusive: (_key, fn) => fn(),
        async close() {},
    };
    return db;
};

/** PostgreSQL through node-postgres (`DATABASE_URL`), with the same SQL as PGlite. */
export const createPgDb = async (connectionString: string): Promise<Db> => {
    const pool = new pg.Pool({ connectionString, types: typeParsers });
    // An idle connection the server drops (restart, failover) must not crash the process.
    pool.on('error', () => undefined);
    // Fails at start, not at the first request, when the database is unreachable.
    (await pool.connect()).release();
    return {
        async query<T>(sql: string, params: unknown[] = []) {
            const result = await pool.query({ text: sql, values: params });
            return { rows: result.rows as T[] };
        },
        async copyRows(table, columns, rows) {
            const client = await pool.connect();
            try {
                await copyInto(client, table, columns, rows);
            } finally {
                client.release();
            }
        },
        async exec(sql: string) {
            await pool.query(sql);
        },
        async transaction(fn) {
            const client = await pool.connect();
            try {
                await client.query('BEGIN');
                const result = await fn(clientDb(client));
                await client.query('COMMIT');
                return result;
            } catch (error) {
                await client.query('ROLLBACK').catch(() => undefined);
                throw error;
            } finally {
                client.release();
            }
        },
        async exclusive(key, fn) {
            // Session-level lock: held by this one connection until unlocked or the connection ends (a crash).
            const client = await pool.connect();
            try {
                await client.query('SELECT pg_advisory_lock($1)', [key]);
                try {
                    return await fn();
                } finally {
                    await client.query('SELECT pg_advisory_unlock($1)', [key]);
                }
            } finally {
                client.release();
            }
        },
        close: () => pool.end(),
    };
};
