// @vitest-environment jsdom
import { localStorageStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { TABS_STORE_KEY } from '../../../src/layout/tabs/TabsProvider';
import { DEVICE_STORE_KEY } from '../../../src/layout/useIsMobile';
import { columnsStoreKey } from '../../../src/schema/columnVisibility';
import { EXPORT_DRAWER_STORE_KEY } from '../../../src/schema/exportParams';
import { filtersExpandedStoreKey } from '../../../src/schema/filters/filterForm';
import { settingKey } from '../../../src/layout/settings/layoutSettings';
import { preferenceKeepingStore } from '../../../src/layout/settings/preferenceKeepingStore';
import { SETTINGS_OPEN_KEY } from '../../../src/layout/settings/SettingsPanel';

const preferences: Record<string, unknown> = {
    locale: 'es',
    'sidebar.open': false,
    [DEVICE_STORE_KEY]: 'mobile',
    [settingKey('size')]: 'small',
    [settingKey('themeColor')]: '#f5222d',
    [settingKey('tagsView')]: false,
    [settingKey('fixedHeader')]: true,
    [settingKey('sidebarLogo')]: true,
    [settingKey('pinyinSearch')]: false,
    [columnsStoreKey('seller/dealer/DealerList')]: ['phone'],
    [columnsStoreKey('seller/cars/CarList')]: ['price', 'vin'],
    // The filter form's fold, kept like the columns (src/schema/README.md, "Folding").
    [filtersExpandedStoreKey('seller/cars/CarList')]: true,
};

const session: Record<string, unknown> = {
    [TABS_STORE_KEY]: [{ path: '/dealer/store/list' }],
    [SETTINGS_OPEN_KEY]: true,
    [EXPORT_DRAWER_STORE_KEY]: true,
    'seller/dealer/DealerList.listParams': { page: 3 },
};

describe('preferenceKeepingStore', () => {
    afterEach(() => localStorage.clear());

    it('keeps every preference of this browser through a reset (logout) and clears the session data', () => {
        const store = preferenceKeepingStore(localStorageStore());
        store.setup();
        for (const [key, value] of Object.entries({ ...preferences, ...session })) store.setItem(key, value);
        store.reset();
        for (const [key, value] of Object.entries(preferences)) expect(store.getItem(key), key).toEqual(value);
        for (const key of Object.keys(session)) expect(store.getItem(key), key).toBeUndefined();
        store.teardown();
    });

    it('keeps preferences in localStorage, so that they outlive the page', () => {
        const store = preferenceKeepingStore(localStorageStore());
        store.setup();
        store.setItem(settingKey('size'), 'small');
        store.reset();
        store.teardown();
        const next = preferenceKeepingStore(localStorageStore());
        next.setup();
        expect(next.getItem(settingKey('size'))).toBe('small');
        next.teardown();
    });

    it('adds nothing that was not chosen', () => {
        const store = preferenceKeepingStore(localStorageStore());
        store.setup();
        store.setItem(TABS_STORE_KEY, []);
        store.reset();
        expect(store.listItems?.()).toEqual({});
        store.teardown();
    });
});
