import type { Store } from 'react-admin';

/**
 * A store whose `getItem` answers the object it answered last for a value that has not changed.
 * react-admin's `localStorageStore` parses the stored JSON at every read, so two readers of one
 * key hold two equal objects; each of react-admin's list controllers reads its selection keys
 * twice and writes back what it read, and each write would hand the other reader an object it
 * takes for a new value: the whole list would render again, for nothing. Values are compared as JSON
 * (what the store keeps), the cached one serialised at each read, so that a caller that mutated
 * what it was given does not get it back as if it were stored.
 */
export const sameValueStore = (store: Store): Store => {
    const last = new Map<string, unknown>();
    return {
        ...store,
        getItem<T = unknown>(key: string, defaultValue?: T): T {
            const fresh = store.getItem<T>(key);
            if (fresh === undefined) return defaultValue as T;
            const kept = last.get(key);
            if (kept !== undefined && JSON.stringify(kept) === JSON.stringify(fresh)) return kept as T;
            last.set(key, fresh);
            return fresh;
        },
        setItem<T = unknown>(key: string, value: T) {
            // Subscribers get this very object: a read that follows answers it too.
            if (value === undefined) last.delete(key);
            else last.set(key, value);
            store.setItem(key, value);
        },
    };
};
