import type { Identifier } from 'react-admin';
import type { ListChildRoute } from './ListRoute';
import { versionOf } from '../dataProvider/recordConflict';

/**
 * The URL of a route for one record: `:id` replaced (`/cars/list/del/7`), or `?id=` appended
 * for the routes docs/console.md §2 gives without a parameter (`/dealer/secondHandCarDealer/audit?id=7`).
 */
export const recordUrl = (entry: ListChildRoute, id: Identifier) =>
    entry.path.includes(':id') ? entry.path.replace(':id', encodeURIComponent(String(id))) : `${entry.path}?id=${encodeURIComponent(String(id))}`;

/** Whether a record route applies to this row: its `when` condition, if any, holds. */
export const routeAppliesTo = (entry: ListChildRoute, record: Record<string, unknown>) =>
    !entry.when || entry.when.values.some(value => String(value) === String(record[entry.when!.field] ?? ''));

/**
 * What a record route opened from a row is handed (react-router's location state): the version of
 * the row as the list showed it, which the route's write sends (docs/protocol.md §16), so an
 * action on a row changed since is refused rather than made blind.
 */
export interface RecordRouteState {
    version?: number;
}

export const routeState = (record: Record<string, unknown>): RecordRouteState | undefined => {
    const version = versionOf(record);
    return version === undefined ? undefined : { version };
};
