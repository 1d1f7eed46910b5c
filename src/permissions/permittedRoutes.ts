import { accountAllows, industrySetsOf, isUnrestricted, type Account } from '../../protocol/accessRules';
import type { RouteEntry } from './RouteEntry';
import { DASHBOARD_PATH } from '../config/routePaths';

export interface RouteGrant extends Account {
    pathArr: readonly string[];
    installedAddons: readonly string[];
}

export const ALL_PATHS = '*';

/** `/setting/agreement/edit/:id` and `/setting/agreement/edit` both name that route in a path list. */
const withoutParams = (path: string) => path.replace(/(\/:[^/]+)+$/, '');

const normalize = (path: string) => {
    const trimmed = path.trim();
    const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
    return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
};

const listedIn = (pathArr: readonly string[]) => {
    if (pathArr.includes(ALL_PATHS)) return () => true;
    const listed = new Set(pathArr.filter(p => typeof p === 'string' && p.trim()).map(p => withoutParams(normalize(p))));
    return (entry: RouteEntry) => listed.has(withoutParams(entry.path));
};

/**
 * The routes that only a missing addon keeps from the user (route → addon key): permitted
 * were every addon installed, not permitted now.
 */
export const routesAwaitingAddon = (catalogue: readonly RouteEntry[], grant: RouteGrant): Map<string, string> => {
    const allAddons = catalogue.flatMap(entry => (entry.addon ? [entry.addon] : []));
    const everything = permittedRoutes(catalogue, { ...grant, installedAddons: allAddons });
    const now = permittedRoutes(catalogue, grant);
    return new Map(catalogue.flatMap(entry => (entry.addon && everything.has(entry.path) && !now.has(entry.path) ? [[entry.path, entry.addon]] : [])));
};

/** The Workbench and the profile pages belong to every signed-in user, whatever their roles. */
export const isEveryonesRoute = (entry: RouteEntry) => entry.section === 'dashboard' || entry.section === 'profile';

/**
 * The routes the user may open: the industry set's routes, filtered to the server's path list
 * unless the roles are unrestricted; then the account rules and the addon rule
 * (protocol/accessRules, which the server enforces on every call); plus the dashboard and the
 * profile pages, always (but the owner-only ones).
 */
export const permittedRoutes = (catalogue: readonly RouteEntry[], grant: RouteGrant): Set<string> => {
    const sets = industrySetsOf(grant.industry);
    const unrestricted = isUnrestricted(grant);
    const listed = listedIn(grant.pathArr);
    const installed = new Set(grant.installedAddons);
    const routes = new Set<string>([DASHBOARD_PATH]);
    for (const entry of catalogue) {
        if (!accountAllows(entry.account === 'owner' ? 'owner' : undefined, grant)) continue;
        if (isEveryonesRoute(entry)) {
            routes.add(entry.path);
            continue;
        }
        if (!sets.has(entry.industries)) continue;
        if (!unrestricted && !listed(entry)) continue;
        if (!accountAllows(entry.account, grant)) continue;
        if (entry.addon && !installed.has(entry.addon)) continue;
        routes.add(entry.path);
    }
    return routes;
};
