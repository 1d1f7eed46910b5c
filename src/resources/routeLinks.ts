import { ROUTE_KINDS } from '../permissions/routeKinds';
import type { CatalogueEntry } from './types';

/** The entries whose parent is `listPath`: the create, edit, show and action routes of a list. */
export const childRoutes = (catalogue: readonly CatalogueEntry[], listPath: string) => catalogue.filter(entry => entry.parent === listPath);

/** The list entry a form or action route belongs to. */
export const parentOf = (catalogue: readonly CatalogueEntry[], entry: CatalogueEntry) =>
    entry.parent ? catalogue.find(candidate => candidate.path === entry.parent) : undefined;

/** Whether a route acts on one record (edit, show, action) rather than on the list (create): its kind says. */
export const isRecordRoute = (entry: CatalogueEntry) => ROUTE_KINDS[entry.kind].record;

/**
 * What a list offers: the record routes of its rows and its create route (the toolbar's
 * "新增"). A list with a parent list is a view of it (its rows in one state): it offers the
 * parent's routes.
 */
export const listRoutes = (catalogue: readonly CatalogueEntry[], entry: CatalogueEntry) => {
    const children = childRoutes(catalogue, entry.parent ?? entry.path);
    return { rowRoutes: children.filter(isRecordRoute), createRoute: children.find(child => child.kind === 'create') };
};
