import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyChunks, copyStatement, type CopyRow } from './copyText';
import type { CallTransaction, Database, Db, Listener } from '../core/Db';
import { DEFAULT_APP_ROLE, beginStatement, reasonStatement, scopeStatements } from './merchantScope';
import { scopedHandle } from './scopedHandle';
import { INT8_OID, NUMERIC_OID, parseExactNumber } from './numericParsers';
import { isAborted, retryAborted } from './retryAborted';
import { newTransactionState, transactionDb, unfinishedError, type TransactionConnection } from './transactionDb';

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

const clientConnection = (client: pg.PoolClient): TransactionConnection => ({
    async query<T>(sql: string, params: unknown[]) {
        const result = await client.query({ text: sql, values: params, types: typeParsers });
        return { rows: result.rows as T[] };
    },
    async exec(sql) {
        await client.query(sql);
    },
    copyRows: (table, columns, rows) => copyInto(client, table, columns, rows),
});

/**
 * A pooled connection held for a while (a transaction, a lock, a COPY). node-postgres leaves a
 * checked-out client without an error listener, so a connection that drops between two statements
 * (the database restarted, the connection terminated) emits an error nobody handles, and that ends
 * the process. Here the error is noted instead: the next statement fails with it, and the
 * connection is closed on release, not handed to the next caller.
 */
const checkout = async (pool: pg.Pool) => {
    const client = await pool.connect();
    let lost = false;
    const onError = () => {
        lost = true;
    };
    client.on('error', onError);
    return {
        client,
        release(broken = false) {
            client.removeListener('error', onError);
            client.release(broken || lost);
        },
    };
};

/**
 * How long a pooled connection may stay idle before it is closed. A new one costs a backend of
 * PostgreSQL's (a process, authentication, a transaction of its own to read the catalogue):
 * node-postgres's 10 s would pay that again and again on a console used at a human pace.
 */
const IDLE_CONNECTION_MS = 60_000;

const openPool = async (connectionString: string) => {
    const pool = new pg.Pool({ connectionString, types: typeParsers, idleTimeoutMillis: IDLE_CONNECTION_MS });
    // An idle connection the server drops (restart, failover) must not crash the process.
    pool.on('error', () => undefined);
    // Fails at start, not at the first request, when the database is unreachable; and names the role.
    const { rows } = await pool.query<{ role: string }>('SELECT session_user AS role');
    return { pool, role: rows[0].role };
};

export interface PgDbOptions {
    /** The role calls run as (`MC_APP_ROLE`). */
    appRole?: string;
    /**
     * `MC_OWNER_DATABASE_URL`: the tables' owner, for start-up and named work across merchants.
     * Unset (or the same URL), the calls run on the owner's connection as the application role.
     */
    ownerUrl?: string;
}

/**
 * PostgreSQL through node-postgres, with the same SQL as PGlite: `url` (`DATABASE_URL`) is the
 * calls' connection, `ownerUrl` the owner's. With one URL both are one pool.
 */
export const createPgDb = async (url: string, { appRole = DEFAULT_APP_ROLE, ownerUrl }: PgDbOptions = {}): Promise<Database> => {
    const separate = ownerUrl !== undefined && ownerUrl !== url;
    const owner = await openPool(separate ? ownerUrl : url);
    let calls = owner;
    if (separate) {
        try {
            calls = await openPool(url);
        } catch (error) {
            await owner.pool.end();
            throw error;
        }
    }
    const database = {};
    /** The connections inside a transaction now: a call's, while its handler runs. */
    const inTransaction = new Set<pg.PoolClient>();

    /**
     * Runs fn in a transaction opened by `opening` (BEGIN, and a scope or reason, in one round
     * trip) on one pooled connection. A transaction PostgreSQL aborts (deadlock, serialization) is
     * rolled back and run again from BEGIN, so `fn` must have no effect outside the database
     * (retryAborted); one whose body went past a failed statement ends with that error.
     */
    const transactionOn =
        (pool: pg.Pool, opening: string) =>
        <T>(fn: (tx: CallTransaction) => Promise<T>): Promise<T> => {
            let state = newTransactionState();
            const attempt = async () => {
                state = newTransactionState();
                const { client, release } = await checkout(pool);
                inTransaction.add(client);
                let broken = false;
                try {
                    await client.query(opening);
                    const result = await fn(transactionDb(clientConnection(client), state, database));
                    const unfinished = unfinishedError(state);
                    if (unfinished) throw unfinished;
                    await client.query('COMMIT');
                    return result;
                } catch (error) {
                    await client.query('ROLLBACK').catch(() => (broken = true));
                    throw error;
                } finally {
                    state.ended = true;
                    inTransaction.delete(client);
                    // A connection that could not roll back is closed, not handed to the next call.
                    release(broken);
                }
            };
            return retryAborted(attempt, {}, error => state.aborted !== undefined || isAborted(error));
        };

    const ownerDb: Db = {
        // One statement outside a transaction is its own transaction: aborted, it changed
        // nothing, so running it again is as safe as running it later.
        query: <T>(sql: string, params: unknown[] = []) =>
            retryAborted(async () => {
                const result = await owner.pool.query({ text: sql, values: params });
                return { rows: result.rows as T[] };
            }),
        async copyRows(table, columns, rows) {
            const { client, release } = await checkout(owner.pool);
            try {
                await copyInto(client, table, columns, rows);
            } finally {
                release();
            }
        },
        async exec(sql: string) {
            await owner.pool.query(sql);
        },
        transaction: transactionOn(owner.pool, 'BEGIN'),
        database,
    };
    return {
        ...ownerDb,
        async exclusive(key, fn) {
            // Session-level lock: held by this one connection until unlocked or the connection ends (a crash).
            const { client, release } = await checkout(owner.pool);
            try {
                await client.query('SELECT pg_advisory_lock($1)', [key]);
                try {
                    return await fn();
                } finally {
                    await client.query('SELECT pg_advisory_unlock($1)', [key]);
                }
            } finally {
                release();
            }
        },
        async close() {
            const ending = Promise.all([owner.pool.end(), separate ? calls.pool.end() : undefined]);
            // The server closes the database after the calls in flight had their grace: a call
            // still in its transaction was cut, and would hold the pool open for as long as its
            // handler waits. Its connection is closed instead, which rolls the transaction back.
            const cut = [...inTransaction].map(client => client.end().catch(() => undefined));
            await Promise.race([ending, Promise.all(cut)]);
        },
        acrossMerchants: reason => scopedHandle(transactionOn(owner.pool, `BEGIN; ${reasonStatement(reason)}`), database),
        inCall: ({ readOnly, scope }, fn) => transactionOn(calls.pool, `${beginStatement(readOnly)}; ${scopeStatements(appRole, scope)}`)(fn),
        // BEGIN and the scope go in one round trip; the statement itself in a second, COMMIT a third.
        forMerchant: scope => scopedHandle(transactionOn(calls.pool, `BEGIN; ${scopeStatements(appRole, scope)}`), database),
        listen: (channel, listener) => listenOn(url, channel, listener),
        connections: { owner: owner.role, calls: calls.role, separate, embedded: false },
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
