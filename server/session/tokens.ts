import { createHash, randomBytes } from 'node:crypto';
import type { ServerConfig } from '../core/config';
import type { CallUser } from '../core/CallUser';
import type { Db } from '../core/Db';
import { ProtocolError } from '../core/ProtocolError';
import { nowSeconds } from '../core/nowSeconds';
import { callUserOf, type RoleGrants, type UserRow } from './loadCallUser';

/**
 * A `sessions` row is one sign-in on one device (OWASP ASVS 4.0 V3): its tokens are rotated in
 * place by each refresh, so the row lives from the login to its end, and the profile's device
 * list shows one line per sign-in. Only hashes of the tokens are stored: a copy of the table
 * hands out no usable token.
 *
 * - **Rotation** (ASVS 3.5): a refresh replaces both tokens; the spent refresh token's hash is
 *   kept (`spent_refresh_tokens`). Presented again, it ends the session (the token family),
 *   whoever holds the current tokens: one of the copies was stolen. The one exception is the
 *   legitimate race of tabs refreshing at once: the token the current pair replaced, coming back
 *   within `refreshReuseGrace` seconds and before the new pair's first use (`race_from`), is
 *   only refused.
 * - **Idle** (ASVS 3.3.2): a session without a call for `sessionIdle` seconds ends; a refresh
 *   alone does not keep it alive. `last_used` is written at most once a minute.
 * - **Revocation**: `revoked_at` and the reason (`logout`, `password`, `disabled`, `signedOut`,
 *   `reuse`, `suspended`: the account's merchant was suspended…); deleting an account deletes its sessions.
 *
 * `TokenPair` is what login and refresh answer (docs/protocol.md §6).
 */
export interface TokenPair {
    token: string;
    refresh_token: string;
    access_expire: number;
    refresh_expire: number;
    server_time: number;
    suid: string;
}

/** Where a sign-in comes from, as the device list shows it. */
export interface SessionClient {
    ip: string;
    /** The browser's User-Agent. */
    device: string;
}

export const REVOKE_REASONS = ['logout', 'password', 'disabled', 'signedOut', 'reuse', 'suspended'] as const;
export type RevokeReason = (typeof REVOKE_REASONS)[number];

export const SESSION_EXPIRED_MSG = '登录已失效，请重新登录';

/** `last_used` is written when it is older than this: one write a minute per session at most. */
const TOUCH_EVERY = 60;
const DEVICE_MAX = 300;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const newPair = (config: ServerConfig, now: number, suid: string): TokenPair => ({
    token: newToken(),
    refresh_token: newToken(),
    access_expire: now + config.accessTtl,
    refresh_expire: now + config.refreshTtl,
    server_time: now,
    suid,
});

/** The SQL condition of a session that has not been idle too long (`$now` and `$idle` are parameter numbers). */
const notIdle = (now: string, idle: string, alias = '') => `(${idle} = 0 OR ${alias}last_used > ${now} - ${idle})`;

export const createSession = async (db: Db, config: ServerConfig, user: { id: number; suid: string }, client: SessionClient): Promise<TokenPair> => {
    const now = nowSeconds();
    const pair = newPair(config, now, user.suid);
    await db.query(
        `INSERT INTO sessions (user_id, access_hash, refresh_hash, access_expire, refresh_expire, ip, device, create_time, last_used)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
        [user.id, digest(pair.token), digest(pair.refresh_token), pair.access_expire, pair.refresh_expire, client.ip, client.device.slice(0, DEVICE_MAX), now]
    );
    return pair;
};

type Refreshed = { pair: TokenPair } | { refused: 'unknown' | 'raced' | 'reused' };

/**
 * Rotation in one transaction, so that of two refreshes racing with one token exactly one wins.
 * The session's account is another merchant's for all the call knows: its merchant (and whether
 * it is still enabled) comes from the named access `refresh` (db/namedAccess). A refused refresh
 * answers `data: "login"` after the transaction, so a reuse's revocation is kept.
 */
export const refreshSession = async (db: Db, config: ServerConfig, refreshToken: string, client: SessionClient): Promise<TokenPair> => {
    const presented = digest(refreshToken);
    const result = await db.transaction<Refreshed>(async tx => {
        const now = nowSeconds();
        const pair = newPair(config, now, '');
        const { rows } = await tx.query<{ id: number; suid: string }>(
            `UPDATE sessions s SET access_hash = $3, refresh_hash = $4, access_expire = $5, refresh_expire = $6, ip = $7, race_from = $1
             WHERE s.refresh_hash = $1 AND s.revoked_at IS NULL AND s.refresh_expire > $2 AND ${notIdle('$2', '$8', 's.')}
               AND mc_account_merchant(s.user_id) IS NOT NULL
             RETURNING s.id, mc_account_merchant(s.user_id) AS suid`,
            [presented, now, digest(pair.token), digest(pair.refresh_token), pair.access_expire, pair.refresh_expire, client.ip, config.sessionIdle]
        );
        if (rows[0]) {
            // A spent token older than a refresh token's whole life could not be used anyway.
            await tx.query('DELETE FROM spent_refresh_tokens WHERE spent_at < $1', [now - config.refreshTtl]);
            await tx.query('INSERT INTO spent_refresh_tokens (refresh_hash, session_id, spent_at) VALUES ($1, $2, $3)', [presented, rows[0].id, now]);
            return { pair: { ...pair, suid: rows[0].suid } };
        }
        const { rows: spent } = await tx.query<{ session_id: number; spent_at: number; racing: boolean }>(
            `SELECT t.session_id, t.spent_at, s.race_from IS NOT DISTINCT FROM t.refresh_hash AS racing
               FROM spent_refresh_tokens t JOIN sessions s ON s.id = t.session_id WHERE t.refresh_hash = $1`,
            [presented]
        );
        if (!spent[0]) return { refused: 'unknown' };
        if (spent[0].racing && now - Number(spent[0].spent_at) < config.refreshReuseGrace) return { refused: 'raced' };
        await revokeSession(tx, spent[0].session_id, 'reuse');
        return { refused: 'reused' };
    });
    if ('pair' in result) return result.pair;
    throw new ProtocolError(SESSION_EXPIRED_MSG, 'login');
};

export const revokeSession = async (db: Db, sessionId: number, reason: RevokeReason) => {
    await db.query('UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [sessionId, nowSeconds(), reason]);
};

/** Ends every live session of the account, but `keep` (the caller's own, when it stays signed in). Answers how many ended. */
export const revokeUserSessions = async (db: Db, userId: number, reason: RevokeReason, keep?: number): Promise<number> => {
    const { rows } = await db.query<{ id: number }>(
        'UPDATE sessions SET revoked_at = $3, revoked_reason = $4 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id',
        [userId, keep ?? 0, nowSeconds(), reason]
    );
    return rows.length;
};

/** The caller behind a live access token: its session and account (the named access `session`, db/namedAccess). */
export interface SessionCaller {
    sessionId: number;
    user: CallUser;
    /**
     * Whether the session's use should be written after this call: its last use (at most once a
     * minute), and the first use of a pair a refresh made, which ends that refresh's race.
     */
    stale: boolean;
    /** The hash of the access token the call came with. */
    accessHash: string;
}

/**
 * The session an access token belongs to and its account, or undefined (unknown, expired, idle
 * or revoked token, disabled account), whichever merchant it is: through the SECURITY DEFINER
 * function of the named access `session`, in a transaction that names it.
 */
export const findSessionCaller = async (db: Db, config: ServerConfig, accessToken: string): Promise<SessionCaller | undefined> => {
    if (!accessToken) return undefined;
    const now = nowSeconds();
    const accessHash = digest(accessToken);
    const { rows } = await db.query<UserRow & { session_id: number; last_used: number; racing: boolean; grants: RoleGrants[] }>(
        'SELECT * FROM mc_session_account($1, $2, $3)',
        [accessHash, now, config.sessionIdle]
    );
    const row = rows[0];
    const user = row && callUserOf({ ...row, status: 1 }, row.grants);
    if (!row || !user) return undefined;
    return { sessionId: Number(row.session_id), user, stale: row.racing || now - Number(row.last_used) >= TOUCH_EVERY, accessHash };
};

/**
 * Notes a session's use: its idle time starts again, and a call with the pair a refresh made
 * (not the refresh itself, which came with the pair before) ends that refresh's race.
 */
export const touchSession = async (db: Db, caller: Pick<SessionCaller, 'sessionId' | 'accessHash'>) => {
    await db.query('UPDATE sessions SET last_used = $2, race_from = CASE WHEN access_hash = $3 THEN NULL ELSE race_from END WHERE id = $1', [
        caller.sessionId,
        nowSeconds(),
        caller.accessHash,
    ]);
};

export interface LiveSession {
    id: number;
    device: string;
    ip: string;
    create_time: number;
    last_used: number;
}

/** The account's sessions that are still good: the device list. */
export const liveSessions = async (db: Db, config: ServerConfig, userId: number): Promise<LiveSession[]> => {
    const { rows } = await db.query<LiveSession>(
        `SELECT id, device, ip, create_time, last_used FROM sessions
         WHERE user_id = $1 AND revoked_at IS NULL AND refresh_expire > $2 AND ${notIdle('$2', '$3')}
         ORDER BY last_used DESC, id DESC`,
        [userId, nowSeconds(), config.sessionIdle]
    );
    return rows.map(row => ({ ...row, id: Number(row.id), create_time: Number(row.create_time), last_used: Number(row.last_used) }));
};
