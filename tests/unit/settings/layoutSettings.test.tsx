import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StoreContextProvider, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { defaultSettings, settingKey } from '../../../src/layout/settings/layoutSettings';
import { useLayoutSetting } from '../../../src/layout/settings/useLayoutSetting';

const withStore = (store = memoryStore()) => ({
    store,
    wrapper: ({ children }: { children: ReactNode }) => <StoreContextProvider value={store}>{children}</StoreContextProvider>,
});

describe('layout settings', () => {
    it('defaults as docs/console.md §2 says: tags view on, fixed header off, sidebar logo off, pinyin search on', () => {
        expect(defaultSettings).toMatchObject({ tagsView: true, fixedHeader: false, sidebarLogo: false, pinyinSearch: true });
        const { wrapper } = withStore();
        const read = (name: keyof typeof defaultSettings) => renderHook(() => useLayoutSetting(name), { wrapper }).result.current[0];
        expect(read('tagsView')).toBe(true);
        expect(read('fixedHeader')).toBe(false);
        expect(read('sidebarLogo')).toBe(false);
        expect(read('pinyinSearch')).toBe(true);
        expect(read('size')).toBe('medium');
    });

    it('stores a choice under its key and reads it back; a value of the wrong kind reads as the default', () => {
        const { store, wrapper } = withStore();
        const { result } = renderHook(() => useLayoutSetting('fixedHeader'), { wrapper });
        act(() => result.current[1](true));
        expect(result.current[0]).toBe(true);
        expect(store.getItem(settingKey('fixedHeader'))).toBe(true);
        act(() => store.setItem(settingKey('fixedHeader'), 'yes'));
        expect(result.current[0]).toBe(false);
    });
});
