import { conflictOf, VERSION_FIELD, versionOf } from '../../src/dataProvider/recordConflict';
import { HISTORY_CALLS, parseDeletedPage, parseHistoryPage } from '../../src/dataProvider/recordHistory';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { isApiError } from '../../src/dataProvider/ApiError';
import type { Check } from './protocolChecks';
import type { ListFacts } from './tableChecks';

/** How far past a row's version the stale write's version is: never a version the row has. */
const AHEAD = 1000;

/**
 * Record versions and history (docs/protocol.md §16), where a list's definition says it keeps
 * them; a backend without them gets no check. Nothing is written: the stale update sends no
 * field, so even a backend that wrongly took it would change nothing.
 * `updateCallOf` names a list's update call when the account may open its edit route.
 */
export const historyChecks = (http: HttpClient, lists: ListFacts[], updateCallOf: (api: string) => string | undefined): Check[] => {
    const versioned = lists.find(list => list.definition.versioned && list.rows.length);
    const keeping = lists.find(list => list.definition.history && list.rows.length);
    const checks: Check[] = [];
    if (versioned) {
        const { api, definition, rows } = versioned;
        checks.push({
            name: `versions: every row of ${api} carries its _version`,
            run: async () => {
                const bare = rows.filter(row => versionOf(row) === undefined);
                return bare.length ? `${bare.length} of ${rows.length} rows have no integer _version` : undefined;
            },
        });
        const update = updateCallOf(api);
        if (update) {
            checks.push({
                name: `versions: ${update} refuses a stale _version with data.conflict, writing nothing`,
                run: async () => {
                    const row = rows[0];
                    const version = versionOf(row)!;
                    try {
                        await http.request(update, { body: { [definition.pk]: row[definition.pk], [VERSION_FIELD]: version + AHEAD }, hideError: true });
                    } catch (error) {
                        const conflict = conflictOf(error);
                        if (!conflict) return `refused without data.conflict: ${isApiError(error) ? error.message : String(error)}`;
                        if (conflict.version !== version) return `conflict._version is ${conflict.version}, the row's is ${version}`;
                        return undefined;
                    }
                    return `a write with _version ${version + AHEAD} (the row is at ${version}) was taken`;
                },
            });
        }
    }
    if (keeping) {
        const { api, definition, rows } = keeping;
        checks.push(
            {
                name: `history: ${HISTORY_CALLS.history} answers the revisions of a row of ${api}`,
                run: async () => {
                    parseHistoryPage(
                        await http.request(HISTORY_CALLS.history, { params: { api, id: rows[0][definition.pk] as string, page: 1, limit: 5 }, hideError: true })
                    );
                    return undefined;
                },
            },
            {
                name: `history: ${HISTORY_CALLS.deleted} answers the deleted records of ${api}`,
                run: async () => {
                    parseDeletedPage(await http.request(HISTORY_CALLS.deleted, { params: { api, page: 1, limit: 5 }, hideError: true }), definition.pk);
                    return undefined;
                },
            },
            {
                name: `history: ${HISTORY_CALLS.history} refuses a list it does not know`,
                run: async () => {
                    try {
                        await http.request(HISTORY_CALLS.history, { params: { api: 'conformance/NoSuchList', id: 1 }, hideError: true });
                    } catch (error) {
                        return isApiError(error) && error.kind !== 'http' && error.kind !== 'malformed'
                            ? undefined
                            : `refused as ${isApiError(error) ? error.kind : 'a crash'}`;
                    }
                    return 'an unknown list was answered';
                },
            }
        );
    }
    return checks;
};
