import { localStorageStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { localeKeepingStore } from '../../../src/i18n/localeKeepingStore';

describe('localeKeepingStore', () => {
    it('forgets everything on reset but the chosen language', () => {
        const store = localeKeepingStore(localStorageStore());
        store.setup();
        store.setItem('locale', 'es');
        store.setItem('sidebar.open', true);
        store.reset();
        expect(store.getItem('locale')).toBe('es');
        expect(store.getItem('sidebar.open')).toBeUndefined();
        expect(localStorage.getItem('RaStore.locale')).toBe('"es"');
        store.teardown();
    });

    it('stores nothing when no language was chosen', () => {
        const store = localeKeepingStore(localStorageStore());
        store.setup();
        store.setItem('sidebar.open', true);
        store.reset();
        expect(store.getItem('locale')).toBeUndefined();
        store.teardown();
    });
});
