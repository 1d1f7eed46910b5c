/**
 * Table definitions kept across sessions (docs/protocol.md §9.1), each with the validator the
 * server gave it, in Web Storage (localStorage in the browser). An entry is only ever used after
 * the server has confirmed its validator (HTTP 304), and it is filed under the backend, the
 * merchant and the language it was answered for, so one merchant's or language's definition is
 * never even offered for another; the server's validator covers the rest (the caller's role).
 * Unreadable, expired or foreign-shaped entries are dropped; a full storage drops the oldest.
 */

/** Whom a definition was answered for: the backend, the session's merchant, the language. */
export interface DefinitionScope {
    base: string;
    suid: string;
    lang: string;
}

export interface StoredDefinition {
    /** The server's validator, sent back as `If-None-Match`. */
    etag: string;
    /** The definition reply as the server sent it. */
    data: unknown;
    /** When the server last sent or confirmed it (ms). */
    savedAt: number;
}

export interface DefinitionStore {
    get(scope: DefinitionScope, api: string): StoredDefinition | undefined;
    put(scope: DefinitionScope, api: string, etag: string, data: unknown): void;
    drop(scope: DefinitionScope, api: string): void;
}

export interface DefinitionStoreOptions {
    now?: () => number;
    /** After this long without the server's confirmation an entry is not used (ms). */
    maxAge?: number;
    /** At most this many entries; the oldest go first. */
    maxEntries?: number;
}

export const DEFINITION_KEY_PREFIX = 'mc.definition|';
const DAY = 24 * 60 * 60 * 1000;

const keyOf = ({ base, suid, lang }: DefinitionScope, api: string) => DEFINITION_KEY_PREFIX + [base, suid, lang, api].map(encodeURIComponent).join('|');

const readEntry = (text: string | null): StoredDefinition | undefined => {
    if (!text) return undefined;
    try {
        const entry = JSON.parse(text) as Partial<StoredDefinition>;
        if (typeof entry?.etag !== 'string' || !entry.etag || typeof entry.savedAt !== 'number' || !('data' in entry)) return undefined;
        return entry as StoredDefinition;
    } catch {
        return undefined;
    }
};

export const createDefinitionStore = (
    storage: Storage,
    { now = Date.now, maxAge = 7 * DAY, maxEntries = 100 }: DefinitionStoreOptions = {}
): DefinitionStore => {
    const remove = (key: string) => {
        try {
            storage.removeItem(key);
        } catch {
            // A storage that refuses even removal has nothing of ours to keep consistent.
        }
    };
    const ourKeys = () => {
        const keys: string[] = [];
        for (let index = 0; index < storage.length; index++) {
            const key = storage.key(index);
            if (key?.startsWith(DEFINITION_KEY_PREFIX)) keys.push(key);
        }
        return keys;
    };
    /** Leaves at most `keep` entries besides `except`, the oldest going first (an unreadable one counts as oldest). */
    const evict = (keep: number, except: string) => {
        const keys = ourKeys().filter(key => key !== except);
        if (keys.length <= keep) return;
        const oldestFirst = keys.map(key => ({ key, savedAt: readEntry(storage.getItem(key))?.savedAt ?? 0 })).sort((a, b) => a.savedAt - b.savedAt);
        for (const { key } of oldestFirst.slice(0, keys.length - keep)) remove(key);
    };

    return {
        get(scope, api) {
            const key = keyOf(scope, api);
            let text: string | null;
            try {
                text = storage.getItem(key);
            } catch {
                return undefined;
            }
            const entry = readEntry(text);
            const age = entry ? now() - entry.savedAt : Infinity;
            if (entry && age >= 0 && age < maxAge) return entry;
            if (text !== null) remove(key);
            return undefined;
        },
        put(scope, api, etag, data) {
            const key = keyOf(scope, api);
            let text: string;
            try {
                text = JSON.stringify({ etag, data, savedAt: now() } satisfies StoredDefinition);
            } catch {
                return;
            }
            const write = () => storage.setItem(key, text);
            try {
                write();
                evict(maxEntries - 1, key);
            } catch {
                // Full (or refusing): make room by half, once; a definition that still does not fit is not kept.
                evict(Math.floor(maxEntries / 2), key);
                try {
                    write();
                } catch {
                    remove(key);
                }
            }
        },
        drop: (scope, api) => remove(keyOf(scope, api)),
    };
};
