import { localStorageStore, type Store } from 'react-admin';
import { DEVICE_STORE_KEY } from '../useIsMobile';
import { COLUMNS_STORE_PREFIX, FILTERS_EXPANDED_STORE_PREFIX } from '../../schema/listPreferenceKeys';
import { defaultSettings, settingKey, type LayoutSettings } from './layoutSettings';

/**
 * The store keys that are this browser's preferences rather than the session's (docs/console.md §4: the
 * sidebar state, device, language and size persist; §9: the column choice per api, and with it
 * the filter form's fold per api): logout keeps them. Everything else (tabs, open panels and drawers, list states) belongs to the session.
 */
export const PREFERENCE_KEYS: readonly string[] = [
    'locale',
    'sidebar.open',
    'theme',
    DEVICE_STORE_KEY,
    ...(Object.keys(defaultSettings) as (keyof LayoutSettings)[]).map(settingKey),
];
/** Key prefixes of preferences held per item: the column choice and the filter form's fold of each list api. */
export const PREFERENCE_PREFIXES: readonly string[] = [COLUMNS_STORE_PREFIX, FILTERS_EXPANDED_STORE_PREFIX];

export const isPreferenceKey = (key: string) => PREFERENCE_KEYS.includes(key) || PREFERENCE_PREFIXES.some(prefix => key.startsWith(prefix));

/**
 * react-admin empties its store at logout; this store's `reset` puts the preferences back, so a
 * logout clears only session data.
 */
export const preferenceKeepingStore = (store: Store = localStorageStore()): Store => ({
    ...store,
    reset() {
        const all = store.listItems?.() ?? {};
        const kept = Object.entries(all).filter(([key, value]) => isPreferenceKey(key) && value !== undefined);
        store.reset();
        for (const [key, value] of kept) store.setItem(key, value);
    },
});
