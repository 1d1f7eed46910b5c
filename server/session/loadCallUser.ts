import { isUnionAccount, isUnrestricted } from '../../protocol/accessRules';
import type { Db, MerchantScope } from '../core/Db';
import type { CallUser } from '../core/CallUser';
import { merchantActiveSql } from '../core/merchantStatus';

export interface UserRow {
    id: number;
    username: string;
    suid: string;
    industry_type: string;
    roles: string[];
    role_ids: number[];
    status: number;
    merchant_active: boolean;
}

/**
 * The caller as endpoints see it; undefined for an unknown or disabled account, or one whose
 * merchant is suspended (its sessions were revoked then; this also covers a sign-in that raced
 * the suspension). A restricted caller gets the union of its roles' grants (protocol/accessRules).
 */
export const loadCallUser = async (db: Db, userId: number): Promise<CallUser | undefined> => {
    const { rows } = await db.query<UserRow>(
        `SELECT id, username, suid, industry_type, roles, role_ids, status, ${merchantActiveSql('users.suid')} AS merchant_active FROM users WHERE id = $1`,
        [userId]
    );
    const user = rows[0];
    if (!user || user.status !== 1 || !user.merchant_active) return undefined;
    const roleIds = Array.isArray(user.role_ids) ? user.role_ids.filter(Number.isInteger) : [];
    const grants = roleIds.length
        ? (await db.query<{ path_arr: unknown; api_arr: unknown }>('SELECT path_arr, api_arr FROM roles WHERE id = ANY($1::int[])', [roleIds])).rows
        : [];
    const union = (key: 'path_arr' | 'api_arr') =>
        Array.from(new Set(grants.flatMap(grant => (Array.isArray(grant[key]) ? grant[key].filter((v): v is string => typeof v === 'string') : []))));
    const roles = Array.isArray(user.roles) ? user.roles.map(String) : [];
    return {
        id: user.id,
        username: user.username,
        suid: user.suid,
        industry: user.industry_type,
        roles,
        unrestricted: isUnrestricted({ industry: user.industry_type, roles }),
        pathArr: union('path_arr'),
        apiArr: union('api_arr'),
    };
};

/**
 * The database scope of a caller's calls: its merchant, and the platform's own data writable
 * for the union/platform administrator's industry.
 */
export const merchantScopeOf = (user: Pick<CallUser, 'suid' | 'industry'>): MerchantScope => ({ suid: user.suid, platform: isUnionAccount(user) });
