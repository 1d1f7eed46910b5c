import type { RouteEntry } from './RouteEntry';
import { PermissionsError, type Permissions } from './Permissions';
import { isUnionAccount, isUnrestricted } from '../../protocol/accessRules';
import { permittedRoutes, routesAwaitingAddon } from './permittedRoutes';

/** What `buyer/user/info` must hold for the console to know who is signed in (docs/console.md §3). */
export interface UserInfo extends Record<string, unknown> {
    industry_type: string;
    roles: string[];
    /** The platform administrator's own merchant (docs/protocol.md §6); false when a backend does not say. */
    platform_merchant: boolean;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(item => typeof item === 'string');

/** Role lists travel as arrays or, like role records, as JSON text. */
const stringList = (value: unknown, field: string): string[] => {
    let list = value;
    if (typeof value === 'string') {
        try {
            list = JSON.parse(value);
        } catch {
            throw new PermissionsError(`${field} is not JSON`);
        }
    }
    if (list === undefined || list === null) return [];
    if (!isStringList(list)) throw new PermissionsError(`${field} is not a list of strings`);
    return list;
};

export const parseUserInfo = (raw: unknown): UserInfo => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new PermissionsError('user info is not an object');
    const info = raw as Record<string, unknown>;
    const roles = stringList(info.roles, 'roles').filter(Boolean);
    // docs/console.md §3: the roles list must be non-empty.
    if (!roles.length) throw new PermissionsError('user info has no roles');
    if (typeof info.industry_type !== 'string' || !info.industry_type) throw new PermissionsError('user info has no industry_type');
    const platformMerchant = info.platform_merchant === true || info.platform_merchant === 1 || info.platform_merchant === '1';
    return { ...info, industry_type: info.industry_type, roles, platform_merchant: platformMerchant };
};

/** An addon list (`addons/public/SupplierAddonList`, or a configuration's `addon`): `[{type, key, name, installed}]`. */
const addonListOf = (source: unknown): Array<Record<string, unknown>> => {
    const record = source && typeof source === 'object' && !Array.isArray(source) ? (source as Record<string, unknown>) : {};
    const list = Array.isArray(source) ? source : (record.addons ?? record.addon);
    if (!Array.isArray(list)) return [];
    return list.filter(item => item && typeof item === 'object' && typeof item.key === 'string');
};

export const installedAddonsOf = (source: unknown): string[] =>
    addonListOf(source)
        .filter(item => item.installed === true || Number(item.installed) === 1)
        .map(item => item.key as string);

/** Addon key → its name, for the "plugin not installed" page; a nameless addon is left out. */
export const addonNamesOf = (source: unknown): Record<string, string> =>
    Object.fromEntries(addonListOf(source).flatMap(item => (typeof item.name === 'string' && item.name ? [[item.key as string, item.name]] : [])));

export const buildPermissions = (catalogue: readonly RouteEntry[], info: UserInfo, operatorPermission: unknown, addonList?: unknown): Permissions => {
    if (!operatorPermission || typeof operatorPermission !== 'object') throw new PermissionsError('OperatorPermission is not an object');
    const grant = operatorPermission as Record<string, unknown>;
    const pathArr = stringList(grant.path_arr, 'path_arr');
    const apiArr = stringList(grant.api_arr, 'api_arr');
    const installedAddons = installedAddonsOf(addonList);
    const industry = info.industry_type;
    const grantOf = { industry, roles: info.roles, platformMerchant: info.platform_merchant, pathArr, installedAddons };
    return {
        industry,
        roles: info.roles,
        unrestricted: isUnrestricted(grantOf),
        union: isUnionAccount(grantOf),
        platformMerchant: info.platform_merchant,
        pathArr,
        apiArr,
        installedAddons,
        addonNames: addonNamesOf(addonList),
        routes: permittedRoutes(catalogue, grantOf),
        awaitingAddon: routesAwaitingAddon(catalogue, grantOf),
    };
};
