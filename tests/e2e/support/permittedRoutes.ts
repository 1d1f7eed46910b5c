/**
 * Run with tsx (the browser tests' loader cannot resolve the transport's CommonJS imports):
 * `MC_SMOKE_USERNAME=… MC_SMOKE_PASSWORD=… tsx permittedRoutes.ts <baseURL> [only]` prints, as
 * JSON, the routes a read-only visit opens for that account; `smokeRoutes.ts` calls it.
 */
import { catalogue } from '../../../src/app/catalogue';
import { loadSignedInUser } from '../../../src/permissions/loadPermissions';
import type { RouteEntry, RouteKind } from '../../../src/permissions/RouteEntry';
import { readDeploymentCatalogue } from '../../../scripts/catalogueCheck/deploymentCatalogue';
import { signIn } from '../../../scripts/catalogueCheck/signIn';
import type { SmokeRoute } from './smokeRoutes';

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
 * The routes of the catalogue that the account may open on the deployment at `baseURL`, decided
 * by the console's own rules (its permission module on the deployment's user info, route list
 * and addons), the deployment's catalogue extension files included, in menu order. `only`
 * (paths separated by commas) narrows them for a quick run, each account to the ones it may
 * open; a path that is no such route of the catalogue is an error, so a typo cannot pass for a
 * visit.
 */
const permittedSmokeRoutes = async (baseURL: string, username: string, password: string, only?: string): Promise<SmokeRoute[]> => {
    const signedIn = await signIn(baseURL, username, password);
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
        ?.split(',')
        .map(path => path.trim())
        .filter(Boolean);
    if (!wanted?.length) return routes;
    const unknown = wanted.filter(path => !entries.some(entry => entry.path === path && readOnly(entry)));
    if (unknown.length) throw new Error(`MC_E2E_SMOKE_ROUTES names what is no list, page or create route of the catalogue: ${unknown.join(', ')}`);
    return routes.filter(route => wanted.includes(route.path));
};

const [baseURL, only] = process.argv.slice(2);
try {
    const routes = await permittedSmokeRoutes(baseURL, process.env.MC_SMOKE_USERNAME ?? '', process.env.MC_SMOKE_PASSWORD ?? '', only);
    console.log(JSON.stringify(routes));
} catch (error) {
    console.error((error as Error).message);
    process.exit(1);
}
