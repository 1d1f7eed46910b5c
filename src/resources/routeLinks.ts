import type { Identifier } from 'react-admin';
import type { CatalogueEntry } from './types';

/** The entries whose parent is `listPath`: the create, edit, show and action routes of a list. */
export const childRoutes = (catalogue: readonly CatalogueEntry[], listPath: string) =>
    catalogue.filter(entry => entry.parent === listPath);

/** The list entry a form or action route belongs to. */
export const parentOf = (catalogue: readonly CatalogueEntry[], entry: CatalogueEntry) =>
    entry.parent ? catalogue.find(candidate => candidate.path === entry.parent) : undefined;

/**
 * The URL of a route for one record: `:id` replaced (`/cars/list/del/7`), or `?id=` appended
 * for the routes SPEC.md §2 gives without a parameter (`/dealer/secondHandCarDealer/audit?id=7`).
 */
export const recordUrl = (entry: CatalogueEntry, id: Identifier) =>
    entry.path.includes(':id')
        ? entry.path.replace(':id', encodeURIComponent(String(id)))
        : `${entry.path}?id=${encodeURIComponent(String(id))}`;

/** Whether a route acts on one record (edit, show, action) rather than on the list (create). */
export const isRecordRoute = (entry: CatalogueEntry) => entry.kind === 'edit' || entry.kind === 'show' || entry.kind === 'action';

/** Whether a record route applies to this row: its `when` condition, if any, holds. */
export const routeAppliesTo = (entry: CatalogueEntry, record: Record<string, unknown>) =>
    !entry.when || entry.when.values.some(value => String(value) === String(record[entry.when!.field] ?? ''));
