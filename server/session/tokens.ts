import { createHash, randomBytes } from 'node:crypto';
import type { ServerConfig } from '../core/config';
import type { Db } from '../core/Db';
import { ProtocolError } from '../core/ProtocolError';
import { nowSeconds } from '../core/nowSeconds';

/** What login and refresh answer (docs/protocol.md §6). */
export interface TokenPair {
    token: string;
    refresh_token: string;
    access_expire: number;
    refresh_expire: number;
    server_time: number;
    suid: string;
}

/** Only hashes are stored: a copy of the table hands out no usable token. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export const SESSION_EXPIRED_MSG = '登录已失效，请重新登录';

const issue = async (db: Db, config: ServerConfig, userId: number, suid: string, ip: string): Promise<TokenPair> => {
    const now = nowSeconds();
    const pair = {
        token: newToken(),
        refresh_token: newToken(),
        access_expire: now + config.accessTtl,
        refresh_expire: now + config.refreshTtl,
        server_time: now,
        suid,
    };
    await db.query(
        `INSERT INTO sessions (user_id, access_hash, refresh_hash, access_expire, refresh_expire, ip)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [userId, digest(pair.token), digest(pair.refresh_token), pair.access_expire, pair.refresh_expire, ip]
    );
    return pair;
};

export const createSession = (db: Db, config: ServerConfig, user: { id: number; suid: string }, ip: string) => issue(db, config, user.id, user.suid, ip);

/**
 * Rotation: the presented refresh token's session is revoked (both of its tokens) and a new
 * pair issued, in one transaction so two racing refreshes cannot both succeed.
 */
export const refreshSession = (db: Db, config: ServerConfig, refreshToken: string, ip: string): Promise<TokenPair> =>
    db.transaction(async tx => {
        const { rows } = await tx.query<{ id: number; user_id: number; suid: string }>(
            `UPDATE sessions s SET revoked_at = $2
             FROM users u
             WHERE s.refresh_hash = $1 AND s.revoked_at IS NULL AND s.refresh_expire > $2
               AND u.id = s.user_id AND u.status = 1
             RETURNING s.id, s.user_id, u.suid`,
            [digest(refreshToken), nowSeconds()]
        );
        if (!rows[0]) throw new ProtocolError(SESSION_EXPIRED_MSG, 'login');
        return issue(tx, config, rows[0].user_id, rows[0].suid, ip);
    });

export const revokeSession = async (db: Db, sessionId: number) => {
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, nowSeconds()]);
};

/** The live session an access token belongs to, or undefined (unknown, expired or revoked). */
export const findAccessSession = async (db: Db, accessToken: string) => {
    if (!accessToken) return undefined;
    const { rows } = await db.query<{ id: number; user_id: number }>(
        `SELECT id, user_id FROM sessions WHERE access_hash = $1 AND revoked_at IS NULL AND access_expire > $2`,
        [digest(accessToken), nowSeconds()]
    );
    return rows[0];
};
