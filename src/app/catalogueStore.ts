import type { LiveClient } from '../live/createLiveClient';
import type { ConsoleCatalogue } from './consoleCatalogue';

/**
 * The console's catalogue while it runs: the one read at start-up, read again when a design is
 * saved or rolled back (the designer's menu entries, docs/protocol.md §19), so the menu, the
 * routes, the permissions and the lists follow without a reload. The App renders what `get()`
 * answers and re-renders on `subscribe`; the providers read `get()` at each call.
 */
export interface CatalogueStore {
    get(): ConsoleCatalogue;
    subscribe(listener: () => void): () => void;
    /** Reads the catalogue again and applies it; `tables` were changed (their definitions are read again). Never rejects. */
    refresh(tables: readonly string[]): Promise<void>;
}

export interface CatalogueStoreDeps {
    initial: ConsoleCatalogue;
    /** The catalogue as at start-up: the built-in routes, the files config.json names, the backend's published entries. */
    load(): Promise<ConsoleCatalogue>;
    /** The texts of the entries read (inline titles under generated keys), joined to the i18n catalogues before the entries show. */
    addTexts(messages: ConsoleCatalogue['messages']): void;
    /**
     * After a refresh: the list apis whose definitions may have changed (drop the cached ones), and
     * the entries changed (the permitted routes are worked out again).
     */
    changed(apis: ReadonlySet<string>): void;
    /** The list apis of the console's own routes: a design never changes their definitions. */
    builtInApis: ReadonlySet<string>;
    /** Where a refresh that failed is said (the catalogue in use stays). */
    warn?(message: string): void;
}

/**
 * The lists a design may have changed: those the deployment's entries name, before and after the
 * refresh. A `catalogue` event names tables, and an entry names its list's call, not its table:
 * each of these definitions is asked again with its validator, and a list the design did not
 * touch answers 304.
 */
const designedApis = (catalogues: readonly ConsoleCatalogue[], builtIn: ReadonlySet<string>) =>
    new Set(catalogues.flatMap(({ catalogue }) => catalogue.flatMap(entry => (entry.api && !builtIn.has(entry.api) ? [entry.api] : []))));

export const createCatalogueStore = ({ initial, load, addTexts, changed, builtInApis, warn = console.warn }: CatalogueStoreDeps): CatalogueStore => {
    let current = initial;
    const listeners = new Set<() => void>();
    const read = async () => {
        try {
            const next = await load();
            addTexts(next.messages);
            const before = current;
            current = next;
            for (const listener of listeners) listener();
            changed(designedApis([before, next], builtInApis));
        } catch (error) {
            warn(`[catalogue] not read again: ${error instanceof Error ? error.message : String(error)}`);
        }
    };
    // One read at a time. An ask while one runs waits for the next read (the last save is always seen);
    // asks while that one waits to start share it.
    let queue: Promise<void> = Promise.resolve();
    let waiting: Promise<void> | undefined;
    const run = (): Promise<void> => {
        if (waiting) return waiting;
        const next = queue.then(() => {
            waiting = undefined;
            return read();
        });
        waiting = next;
        queue = next;
        return next;
    };
    return {
        get: () => current,
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        refresh: () => run(),
    };
};

/** Every `catalogue` event of the live stream refreshes the catalogue; answers the unsubscribe. */
export const followCatalogueEvents = (live: Pick<LiveClient, 'subscribe'>, store: Pick<CatalogueStore, 'refresh'>) =>
    live.subscribe(event => {
        if (event.type === 'catalogue') void store.refresh(event.data.tables);
    });
