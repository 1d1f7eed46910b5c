import type { HttpClient } from './httpClient';
import type { DefinitionScope, DefinitionStore } from './definitionStore';
import { parseTableDefinition } from './parseTableDefinition';
import { whenIdle } from '../ui/whenIdle';
import type { TableDefinition } from './TableDefinition';

/** Reads a definition, in `lang` when given (else the console's language). */
export type ReadDefinition = (api: string, options?: { signal?: AbortSignal; lang?: string }) => Promise<TableDefinition>;

export interface DefinitionReaderDeps {
    http: HttpClient;
    store: DefinitionStore;
    /** Whom the call is answered for; none without a session (nothing is then kept). */
    scope: () => DefinitionScope | undefined;
    parse?: (raw: unknown) => TableDefinition;
    /** Runs the storage writes when the page is idle: they never hold up what the definition is for. */
    later?: (task: () => void) => void;
    now?: () => number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Reads a list api's definition (docs/protocol.md §9.1) with the copy kept from an earlier
 * session: its validator goes out as `If-None-Match`, and the server's 304 means the copy is
 * what it would send. A full reply replaces the copy when it carries a validator and removes it
 * when it does not (a backend without validators is read in full every time, as before). Only a
 * reply that parses is kept, and a kept copy that no longer parses is dropped and read again. A
 * confirmed copy is marked fresh again at most once a day.
 */
export const createDefinitionReader =
    ({ http, store, scope, parse = parseTableDefinition, later = whenIdle, now = Date.now }: DefinitionReaderDeps): ReadDefinition =>
    async (api, { signal, lang } = {}) => {
        const current = scope();
        // A copy is kept under the language it was asked in.
        const where = current && lang ? { ...current, lang } : current;
        const held = where ? store.get(where, api) : undefined;
        let heldDefinition: TableDefinition | undefined;
        if (held) {
            try {
                heldDefinition = parse(held.data);
            } catch {
                store.drop(where!, api);
            }
        }
        const reply = await http.requestIfChanged(api, heldDefinition ? held!.etag : undefined, { signal, lang });
        if (!reply.changed) {
            // Confirmed: the copy is current for another period.
            if (now() - held!.savedAt > DAY) later(() => store.put(where!, api, held!.etag, held!.data));
            return heldDefinition!;
        }
        const definition = parse(reply.data);
        if (where) {
            const { etag, data } = reply;
            if (etag) later(() => store.put(where, api, etag, data));
            else if (held) later(() => store.drop(where, api));
        }
        return definition;
    };
