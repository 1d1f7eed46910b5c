import { isUnionAccount, isUnrestricted } from '../../protocol/accessRules';
import type { Db, MerchantScope } from '../core/Db';
import type { CallUser } from '../core/CallUser';
import { merchantActiveSql } from '../core/merchantStatus';
import { platformAccountSql } from '../core/platformMerchantSql';

export interface UserRow {
    id: number;
    username: string;
    nickname: string;
    suid: string;
    industry_type: string;
    roles: string[];
    role_ids: number[];
    status: number;
    /** Whether its merchant is the platform administrator's own (core/platformMerchantSql, platformAccountSql). */
    platform_merchant?: boolean;
}

/** The path and api grants of one role. */
export interface RoleGrants {
    path_arr: unknown;
    api_arr: unknown;
}

/**
 * The caller as endpoints see it, from its account row and its roles' grants; undefined for a
 * disabled account. A restricted caller gets the union of its roles' grants (protocol/accessRules).
 */
export const callUserOf = (user: UserRow, grants: readonly RoleGrants[]): CallUser | undefined => {
    if (user.status !== 1) return undefined;
    const union = (key: 'path_arr' | 'api_arr') =>
        Array.from(new Set(grants.flatMap(grant => (Array.isArray(grant[key]) ? grant[key].filter((v): v is string => typeof v === 'string') : []))));
    const roles = Array.isArray(user.roles) ? user.roles.map(String) : [];
    return {
        id: user.id,
        username: user.username,
        nickname: user.nickname ?? '',
        suid: user.suid,
        industry: user.industry_type,
        roles,
        unrestricted: isUnrestricted({ industry: user.industry_type, roles }),
        platformMerchant: user.platform_merchant === true,
        pathArr: union('path_arr'),
        apiArr: union('api_arr'),
    };
};

/** The ids of an account's roles, as its row keeps them (integers only). */
const roleIdsOf = (user: UserRow) => (Array.isArray(user.role_ids) ? user.role_ids.filter(Number.isInteger) : []);

/**
 * The caller as endpoints see it, read in its merchant's scope; undefined for an unknown or
 * disabled account, or one whose merchant is not active (its sessions were revoked then).
 */
export const loadCallUser = async (db: Db, userId: number): Promise<CallUser | undefined> => {
    const { rows } = await db.query<UserRow>(
        `SELECT id, username, nickname, suid, industry_type, roles, role_ids, status, ${platformAccountSql('users')} AS platform_merchant
           FROM users WHERE id = $1 AND ${merchantActiveSql('users.suid')}`,
        [userId]
    );
    const user = rows[0];
    if (!user || user.status !== 1) return undefined;
    const roleIds = roleIdsOf(user);
    const grants = roleIds.length ? (await db.query<RoleGrants>('SELECT path_arr, api_arr FROM roles WHERE id = ANY($1::int[])', [roleIds])).rows : [];
    return callUserOf(user, grants);
};

/**
 * The database scope of a caller's calls: its merchant, and the platform's own data writable
 * for the union/platform administrator's industry.
 */
export const merchantScopeOf = (user: Pick<CallUser, 'suid' | 'industry'>): MerchantScope => ({ suid: user.suid, platform: isUnionAccount(user) });
