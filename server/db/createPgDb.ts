import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyChunks, copyStatement, type CopyRow } from './copyText';
import type { Database, Db, Listener } from '../core/Db';
import { DEFAULT_APP_ROLE, scopeStatements } from './merchantScope';
import { scopedHandle } from './scopedHandle';
import { INT8_OID, NUMERIC_OID, parseExactNumber } from './numericParsers';
import { isAborted, retryAborted } from './retryAborted';

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

/** What one transaction's connection has met: the first statement PostgreSQL aborted it with. */
interface TransactionState {
    aborted?: unknown;
}

/**
 * The Db of one transaction's connection. It notes an abort (deadlock, serialization) even when
 * the body catches it: the transaction is dead then, and its COMMIT would quietly roll back.
 */
const clientDb = (client: pg.PoolClient, state: TransactionState, database: object): Db => {
    const noting = async <T>(run: () => Promise<T>): Promise<T> => {
        try {
            return await run();
        } catch (error) {
            if (isAborted(error)) state.aborted ??= error;
            throw error;
        }
    };
    const db: Db = {
        query: <T>(sql: string, params: unknown[] = []) =>
            noting(async () => {
                const result = await client.query({ text: sql, values: params, types: typeParsers });
                return { rows: result.rows as T[] };
            }),
        copyRows: (table, columns, rows) => noting(() => copyInto(client, table, columns, rows)),
        exec: sql =>
            noting(async () => {
                await client.query(sql);
            }),
        transaction: fn => fn(db),
        exclusive: (_key, fn) => fn(),
        async close() {},
        database,
    };
    return db;
};

/** PostgreSQL through node-postgres (`DATABASE_URL`), with the same SQL as PGlite. */
export const createPgDb = async (connectionString: string, { appRole = DEFAULT_APP_ROLE }: { appRole?: string } = {}): Promise<Database> => {
    const pool = new pg.Pool({ connectionString, types: typeParsers });
    // An idle connection the server drops (restart, failover) must not crash the process.
    pool.on('error', () => undefined);
    // Fails at start, not at the first request, when the database is unreachable.
    (await pool.connect()).release();
    const database = {};

    /**
     * Runs fn in a transaction opened by `begin` (BEGIN, and a merchant's scope) on one pooled
     * connection. A transaction PostgreSQL aborts (deadlock, serialization) is rolled back and
     * run again from BEGIN, so `fn` must have no effect outside the database (retryAborted).
     */
    const transactionFrom =
        (begin: string): Db['transaction'] =>
        fn => {
            let state: TransactionState = {};
            const attempt = async () => {
                state = {};
                const client = await pool.connect();
                try {
                    await client.query(begin);
                    const result = await fn(clientDb(client, state, database));
                    // After an abort that `fn` caught, COMMIT would answer ROLLBACK without an error.
                    if (state.aborted) throw state.aborted;
                    await client.query('COMMIT');
                    return result;
                } catch (error) {
                    await client.query('ROLLBACK').catch(() => undefined);
                    throw error;
                } finally {
                    client.release();
                }
            };
            return retryAborted(attempt, {}, error => state.aborted !== undefined || isAborted(error));
        };

    const owner: Db = {
        // One statement outside a transaction is its own transaction: aborted, it changed
        // nothing, so running it again is as safe as running it later.
        query: <T>(sql: string, params: unknown[] = []) =>
            retryAborted(async () => {
                const result = await pool.query({ text: sql, values: params });
                return { rows: result.rows as T[] };
            }),
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
        transaction: transactionFrom('BEGIN'),
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
        database,
    };
    return {
        ...owner,
        // BEGIN and the scope go in one round trip; the statement itself in a second, COMMIT a third.
        forMerchant: scope => scopedHandle(owner, transactionFrom(`BEGIN; ${scopeStatements(appRole, scope)}`)),
        listen: (channel, listener) => listenOn(connectionString, channel, listener),
    };
};

/** LISTEN over a client of its own (a pooled one would be handed to other queries); `lost` once, when it ends. */
const listenOn = async (connectionString: string, channel: string, listener: Listener) => {
    const client = new pg.Client({ connectionString, keepAlive: true });
    let ended = false;
    const lose = (error: unknown) => {
        if (ended) return;
        ended = true;
        listener.lost(error);
    };
    client.on('notification', message => {
        if (!ended && message.channel === channel) listener.notify(message.payload ?? '');
    });
    client.on('error', lose);
    client.on('end', () => lose(new Error('the LISTEN connection ended')));
    try {
        await client.connect();
        await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
        ended = true;
        await client.end().catch(() => undefined);
        throw error;
    }
    return {
        async close() {
            ended = true;
            await client.end().catch(() => undefined);
        },
    };
};
