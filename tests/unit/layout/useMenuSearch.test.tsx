import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import type { MenuSection } from '../../../src/layout/menu/menuSections';
import type { PinyinOf } from '../../../src/layout/search/menuSearch';
import { useMenuSearch } from '../../../src/layout/search/useMenuSearch';
import type { CatalogueEntry } from '../../../src/resources/types';

// The speller arrives when the test says, or fails to.
const speller = vi.hoisted(() => ({ settle: undefined as undefined | { resolve: (pinyinOf: PinyinOf) => void; reject: (error: Error) => void } }));
vi.mock('../../../src/layout/search/loadPinyin', () => ({
    loadPinyin: () => new Promise<PinyinOf>((resolve, reject) => (speller.settle = { resolve, reject })),
}));

const SECTIONS: MenuSection[] = [
    {
        section: 'cars',
        title: 'mc.section.cars',
        entries: [
            { path: '/cars/list', title: '车辆列表', kind: 'list' },
            { path: '/cars/cat/manage', title: '车辆分类', kind: 'list' },
        ] as CatalogueEntry[],
    },
];
vi.mock('../../../src/layout/menu/useMenuSections', () => ({ useMenuSections: () => ({ sections: SECTIONS, isPending: false }) }));

const pinyinOf: PinyinOf = text => (text === '车辆分类' ? ['cheliangfenlei', 'clfl'] : text === '车辆列表' ? ['cheliangliebiao', 'cllb'] : []);

/** The hook in a console whose operator's browser asks for `locale`. */
const renderSearch = async (locale: string) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([locale]);
    const i18nProvider = await createI18nProvider(locale);
    const wrapper = ({ children }: { children: ReactNode }) => (
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            {children}
        </AdminContext>
    );
    return renderHook(() => useMenuSearch(true), { wrapper });
};

describe('useMenuSearch', () => {
    beforeEach(() => {
        speller.settle = undefined;
    });

    it('in Chinese, answers only once the speller is there, so the results never change when it arrives', async () => {
        const { result } = await renderSearch('zh-cn');
        await waitFor(() => expect(speller.settle).toBeDefined());
        // The search code has long loaded; without the speller there is no answer yet.
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(result.current.ready).toBe(false);
        expect(result.current.search('clfl')).toEqual([]);
        await act(async () => speller.settle!.resolve(pinyinOf));
        await waitFor(() => expect(result.current.ready).toBe(true));
        expect(result.current.search('clfl').map(item => item.path)[0]).toBe('/cars/cat/manage');
    });

    it('in Chinese, goes on with titles and paths when the speller cannot be fetched', async () => {
        const { result } = await renderSearch('zh-cn');
        await waitFor(() => expect(speller.settle).toBeDefined());
        await act(async () => speller.settle!.reject(new Error('offline')));
        await waitFor(() => expect(result.current.ready).toBe(true));
        expect(result.current.search('分类').map(item => item.path)).toEqual(['/cars/cat/manage']);
    });

    it('in another language, never waits for the speller', async () => {
        const { result } = await renderSearch('en');
        await waitFor(() => expect(result.current.ready).toBe(true));
        expect(speller.settle).toBeUndefined();
    });
});
