import type { HttpClient } from '../dataProvider/httpClient';
import type { RouteEntry } from './RouteEntry';
import { buildPermissions, parseUserInfo, type UserInfo } from './buildPermissions';
import type { Permissions } from './Permissions';

export interface SignedInUser {
    info: UserInfo;
    permissions: Permissions;
}

/**
 * Who is signed in and what they may open: the user info, the server's route list and the
 * addons with their install state, fetched together. The addon list is optional (no addon is
 * then installed); the other two are not, and any fault in them rejects (docs/console.md §4: the session
 * is then reset).
 */
export const loadSignedInUser = async (http: HttpClient, catalogue: readonly RouteEntry[]): Promise<SignedInUser> => {
    const [rawInfo, grant, addons] = await Promise.all([
        http.request('buyer/user/info', { hideError: true }),
        http.request('seller/role/OperatorPermission', { hideError: true }),
        http.request('addons/public/SupplierAddonList', { hideError: true }).catch(() => undefined),
    ]);
    const info = parseUserInfo(rawInfo);
    return { info, permissions: buildPermissions(catalogue, info, grant, addons) };
};

/** The permitted routes apart from the ones every user has: none means nothing to work with. */
export const hasWorkRoutes = (permissions: Permissions, catalogue: readonly RouteEntry[]) =>
    catalogue.some(entry => entry.section !== 'dashboard' && entry.section !== 'profile' && permissions.routes.has(entry.path));
