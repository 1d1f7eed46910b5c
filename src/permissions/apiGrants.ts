import type { RouteEntry, SectionId } from './RouteEntry';
import { ROUTE_KINDS } from './routeKinds';

/**
 * A role's API permissions (`api_arr`, docs/console.md §3 and §6) follow from its page permissions
 * (`path_arr`): ticking a page grants the calls that page makes, all known from the catalogue.
 * Pure over the catalogue, so a new entry gets its grants with no further step; the server
 * never imports this (it enforces `api_arr` as stored): the seeded roles are pinned to it by
 * tests/unit/permissions/apiGrants.test.ts.
 */

/** The key the server checks: a call without its query (`seller/role/roledel?id=` → `seller/role/roledel`). */
export const apiKeyOf = (call: string) => call.split('?')[0].replace(/=$/, '');

/**
 * The calls one route makes, as its kind grants them (`ROUTE_KINDS`: a list its table api and getOne; a
 * form, show or action route its list's definition plus its own write or read and the option
 * lists of its fields; a settings page its getOne and update), and the `apis` it names.
 */
export const routeCalls = (catalogue: readonly RouteEntry[], entry: RouteEntry): string[] => {
    const list = entry.parent ? catalogue.find(candidate => candidate.path === entry.parent) : undefined;
    const calls = [...ROUTE_KINDS[entry.kind].grantedCalls(entry, list), ...(entry.apis ?? [])];
    return [...new Set(calls.filter((call): call is string => !!call).map(apiKeyOf))];
};

/** Every call the given pages grant, in catalogue order, each once. */
export const grantedCalls = (catalogue: readonly RouteEntry[], paths: readonly string[]): string[] => {
    const ticked = new Set(paths);
    return [...new Set(catalogue.filter(entry => ticked.has(entry.path)).flatMap(entry => routeCalls(catalogue, entry)))];
};

/**
 * `api_arr` after the page ticks changed from `before` to `after`: the calls of newly ticked
 * pages are added; the calls of unticked pages are removed unless a page still ticked grants
 * them. Calls the administrator unticked or added by hand on pages that did not change stay
 * as they were.
 */
export const apiArrAfterPageChange = (
    catalogue: readonly RouteEntry[],
    before: readonly string[],
    after: readonly string[],
    apiArr: readonly string[]
): string[] => {
    const added = after.filter(path => !before.includes(path));
    const removed = before.filter(path => !after.includes(path));
    const kept = new Set(
        grantedCalls(
            catalogue,
            after.filter(path => !added.includes(path))
        )
    );
    const dropped = new Set(grantedCalls(catalogue, removed).filter(call => !kept.has(call)));
    return [...new Set([...apiArr.filter(call => !dropped.has(call)), ...grantedCalls(catalogue, added)])];
};

export interface ApiTreePage {
    path: string;
    /** Translation key of the page title. */
    title: string;
    calls: string[];
}

export interface ApiTreeSection {
    section: SectionId;
    pages: ApiTreePage[];
}

/**
 * The 接口权限 tree: sections, their pages that make calls, and the calls of each page, for the
 * pages `offered` (by default every page of the catalogue). Owner-only pages are left out: no role
 * can grant them (protocol/accessRules).
 */
export const apiTree = (catalogue: readonly RouteEntry[], offered: readonly RouteEntry[] = catalogue): ApiTreeSection[] => {
    const sections: ApiTreeSection[] = [];
    for (const entry of offered) {
        if (entry.account === 'owner') continue;
        const calls = routeCalls(catalogue, entry);
        if (!calls.length) continue;
        let node = sections.find(candidate => candidate.section === entry.section);
        if (!node) {
            node = { section: entry.section, pages: [] };
            sections.push(node);
        }
        node.pages.push({ path: entry.path, title: entry.title, calls });
    }
    return sections;
};
