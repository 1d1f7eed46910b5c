import { matchPath } from 'react-router-dom';
import type { RouteEntry } from './RouteEntry';
import { routeNames } from './routeNames';

/** The catalogue entry whose pattern matches a concrete path (`/cars/list/edit/3` → `…/edit/:id`). */
export const matchRoute = <Entry extends RouteEntry>(catalogue: readonly Entry[], pathname: string): Entry | undefined => {
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return catalogue.find(entry => entry.path === clean) ?? catalogue.find(entry => matchPath({ path: entry.path, end: true }, clean) !== null);
};

const staticSegments = (path: string) => path.split('/').filter(part => part && !part.startsWith(':'));

/** Static segments of `path` after `prefix`, or undefined when it does not start with it. */
const remainder = (path: string, prefix: string) => (path.startsWith(prefix) ? staticSegments(path.slice(prefix.length)) : undefined);

/**
 * The routes that act on a list's records: those naming it as parent, else those one segment
 * under the list's own path (`…/role` → `…/role/add`), else those one segment beside it in its
 * folder (`/dealer/store/list` → `/dealer/store/save`).
 */
const siblingsOf = (catalogue: readonly RouteEntry[], list: RouteEntry): RouteEntry[] => {
    const others = catalogue.filter(entry => entry !== list && entry.kind !== 'list');
    const byParent = others.filter(entry => entry.parent === list.path);
    if (byParent.length) return byParent;
    const under = others.filter(entry => remainder(entry.path, `${list.path}/`)?.length === 1);
    if (under.length) return under;
    const folder = list.path.slice(0, list.path.lastIndexOf('/') + 1);
    return others.filter(entry => remainder(entry.path, folder)?.length === 1);
};

const lastSegment = (entry: RouteEntry) => staticSegments(entry.path).at(-1);

const LIST_ACTIONS = new Set(['list', 'read', 'access', 'export']);
const DELETE_SEGMENTS = new Set(['del', 'delete']);

const pickByAction = (siblings: RouteEntry[], action: string): RouteEntry | undefined => {
    switch (action) {
        case 'create':
        case 'edit':
        case 'show':
            return siblings.find(entry => entry.kind === action);
        case 'delete':
            return siblings.find(entry => DELETE_SEGMENTS.has(lastSegment(entry) ?? ''));
        default:
            return siblings.find(entry => lastSegment(entry) === action);
    }
};

/**
 * The routes that `canAccess({resource, action})` is about; access is granted when any of them
 * is permitted:
 * - a route path (`/dealer/store/list`, `/cars/list/edit/3`): that route, whatever the action;
 * - a permission name (`PluginManage`): the route it names;
 * - a list api (a react-admin resource, as the generated lists use): every list route showing it
 *   (two pages may list one table: both agreement pages, the two plugin pages) for
 *   `list`/`export`, else the route of that action beside each of them (`create` → `…/save`,
 *   `delete` → `…/del/:id`, `audit` → `…/audit`).
 * Empty when no route exists for it: nothing to permit.
 */
export const routesForAccess = (catalogue: readonly RouteEntry[], resource: string, action = 'list'): string[] => {
    const named = routeNames[resource];
    if (named) return [named];
    if (resource.startsWith('/')) {
        const route = matchRoute(catalogue, resource.split(/[?#]/)[0])?.path;
        return route ? [route] : [];
    }
    const lists = catalogue.filter(entry => entry.kind === 'list' && entry.api === resource);
    const routes = LIST_ACTIONS.has(action) ? lists.map(list => list.path) : lists.map(list => pickByAction(siblingsOf(catalogue, list), action)?.path);
    return [...new Set(routes.filter((route): route is string => route !== undefined))];
};
