import type { RouteEntry, IndustrySet } from './RouteEntry';
import { DASHBOARD_PATH } from '../config/routePaths';

export interface RouteGrant {
    industry: string;
    roles: readonly string[];
    pathArr: readonly string[];
    installedAddons: readonly string[];
}

export const UNION_INDUSTRY = 'admin';
export const ALL_PATHS = '*';

/** docs/console.md §6: industry admin with role supplier, or any role containing admin. */
export const isUnrestricted = (industry: string, roles: readonly string[]) =>
    roles.includes('admin') || (industry === UNION_INDUSTRY && roles.includes('supplier'));

export const isUnionAccount = (industry: string) => industry === UNION_INDUSTRY;

/**
 * The industry sets a user's industry opens: offlinepay its staff and finance routes, every
 * other industry the dealer, cars, auction, deposit and content routes; all of them the shared
 * plugin, setting and profile routes; supertube only the union/platform industry.
 */
export const industrySetsOf = (industry: string): ReadonlySet<IndustrySet> => {
    const sets = new Set<IndustrySet>(['all', industry === 'offlinepay' ? 'offlinepay' : 'car']);
    if (isUnionAccount(industry)) sets.add('admin');
    return sets;
};

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
const isConstant = (entry: RouteEntry) => entry.section === 'dashboard' || entry.section === 'profile';

/**
 * The routes the user may open: the industry set's routes, filtered to the server's path list
 * unless the roles are unrestricted; then the union-account rules and the addon rule; plus the
 * dashboard and the profile pages, always (but the owner-only ones).
 */
export const permittedRoutes = (catalogue: readonly RouteEntry[], grant: RouteGrant): Set<string> => {
    const sets = industrySetsOf(grant.industry);
    const unrestricted = isUnrestricted(grant.industry, grant.roles);
    const union = isUnionAccount(grant.industry);
    const listed = listedIn(grant.pathArr);
    const installed = new Set(grant.installedAddons);
    const routes = new Set<string>([DASHBOARD_PATH]);
    for (const entry of catalogue) {
        if (entry.account === 'owner' && !unrestricted) continue;
        if (isConstant(entry)) {
            routes.add(entry.path);
            continue;
        }
        if (!sets.has(entry.industries)) continue;
        if (!unrestricted && !listed(entry)) continue;
        if (entry.account === 'union' && !union) continue;
        if (entry.account === 'nonUnion' && union) continue;
        if (entry.addon && !installed.has(entry.addon)) continue;
        routes.add(entry.path);
    }
    return routes;
};
