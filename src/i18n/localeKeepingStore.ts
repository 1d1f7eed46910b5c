import { localStorageStore, type Store } from 'react-admin';

/**
 * react-admin empties its store on logout, which would forget the chosen language; SPEC.md §4
 * keeps the language across sessions, so `reset` puts the choice back.
 */
export const localeKeepingStore = (store: Store = localStorageStore()): Store => ({
    ...store,
    reset() {
        const locale = store.getItem<string>('locale');
        store.reset();
        if (locale !== undefined) store.setItem('locale', locale);
    },
});
