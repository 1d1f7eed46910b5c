import { catalogue } from '../../../src/app/catalogue';
import { loadSignedInUser } from '../../../src/permissions/loadPermissions';
import type { RouteEntry, RouteKind } from '../../../src/permissions/RouteEntry';
import { readDeploymentCatalogue } from '../../../scripts/catalogueCheck/deploymentCatalogue';
import type { SignedIn } from '../../../scripts/catalogueCheck/signIn';

export interface SmokeRoute {
    path: string;
    kind: RouteKind;
    /** A list's api: its table definition names the columns whose cells show option labels. */
    api?: string;
    /**
     * A list's show and edit routes that the account may open (`/cars/list/edit/:id`): a visit
     * reaches them through a row's link, as an operator does, and submits nothing.
     */
    records?: string[];
}

/**
 * The kinds of route a read-only visit opens by path: lists, pages and empty create forms.
 * Record pages need a record's key (RECORD_PAGES), and action routes act on one.
 */
const OPENED: ReadonlySet<RouteKind> = new Set(['list', 'page', 'create']);

/** Record pages a visit opens from a row of their list: they show a record and write nothing. */
const RECORD_PAGES: ReadonlySet<RouteKind> = new Set(['show', 'edit']);

/**
 * Routes whose page changes something by being opened, so a shared environment must not see
 * them visited: none today. A page that starts writing on mount is added here with the reason.
 */
const WRITES_ON_OPEN: ReadonlySet<string> = new Set();

/**
 * The routes of the catalogue that the signed-in account may open read-only on the deployment at
 * `baseURL`, decided by the console's own rules (its permission module on the deployment's user
 * info, route list and addons), the deployment's catalogue extension files included, in menu
 * order. `only` is MC_E2E_SMOKE_ROUTES, paths separated by commas: it narrows them for a quick
 * run, each account to the ones it may open; a path that is no such route of the catalogue is an
 * error, so a typo cannot pass for a visit. The session is the one the walk's browser then uses
 * (support/apiSignIn.ts): one sign-in per walk.
 */
export const permittedSmokeRoutes = async (signedIn: SignedIn, baseURL: string, only = ''): Promise<SmokeRoute[]> => {
    try {
        // The console leaves out an extension entry that is wrong; so does the visit.
        const extensions = (await readDeploymentCatalogue(signedIn, baseURL)).entries;
        const entries = [...catalogue, ...extensions];
        const { permissions } = await loadSignedInUser(signedIn.http, entries);
        const readOnly = (entry: RouteEntry) => OPENED.has(entry.kind) && !entry.path.includes(':') && !WRITES_ON_OPEN.has(entry.path);
        const permitted = entries.filter(entry => permissions.routes.has(entry.path));
        const recordsOf = (list: string) => permitted.filter(entry => entry.parent === list && RECORD_PAGES.has(entry.kind)).map(entry => entry.path);
        const routes = permitted.filter(readOnly).map(({ path, kind, api }): SmokeRoute => ({
            path,
            kind,
            ...(kind === 'list' && api ? { api } : {}),
            ...(kind === 'list' && recordsOf(path).length ? { records: recordsOf(path) } : {}),
        }));
        const wanted = only
            .split(',')
            .map(path => path.trim())
            .filter(Boolean);
        if (!wanted.length) return routes;
        const unknown = wanted.filter(path => !entries.some(entry => entry.path === path && readOnly(entry)));
        if (unknown.length) throw new Error(`MC_E2E_SMOKE_ROUTES names what is no list, page or create route of the catalogue: ${unknown.join(', ')}`);
        return routes.filter(route => wanted.includes(route.path));
    } catch (error) {
        throw new Error(`cannot list the routes the account may open on ${baseURL}: ${(error as Error).message}`);
    }
};
