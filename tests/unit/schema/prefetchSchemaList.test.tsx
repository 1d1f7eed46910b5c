import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider, type Store } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/app/catalogue';
import { withPrefetchedLists } from '../../../src/dataProvider/withPrefetchedLists';
import zh from '../../../src/i18n/messages/zh';
import { CatalogueProvider } from '../../../src/resources/CatalogueProvider';
import { listRoutes } from '../../../src/resources/routeLinks';
import type { CatalogueEntry } from '../../../src/resources/types';
import { listStoreKey } from '../../../src/schema/listParams';
import { prefetchSchemaList, USUAL_PAGE_SIZE } from '../../../src/schema/prefetchSchemaList';
import { parseTableDefinition } from '../../../src/dataProvider/parseTableDefinition';
import { SchemaList } from '../../../src/schema/SchemaList';
import { fakeTableProvider } from './fakeTableProvider';
import { everyTypeDefinition, everyTypeRows } from './fixtures';

const entry: CatalogueEntry = {
    path: '/dealer/secondHandCarDealer/list',
    title: 'mc.route.dealer_secondHandCarDealer_list',
    section: 'dealer',
    kind: 'list',
    industries: 'car',
    api: 'seller/test/EveryType',
};

/**
 * The list's first page fetched ahead (after login) is the page the generated list reads as it
 * mounts: the server is asked once, whatever the list state says (the URL's query, the store).
 */
const setup = (stored: Record<string, unknown> = {}, rows = everyTypeRows, definition: unknown = everyTypeDefinition) => {
    const fake = fakeTableProvider(definition, rows);
    const dataProvider = withPrefetchedLists(fake as unknown as DataProvider & typeof fake);
    const queryClient = new QueryClient();
    const store = memoryStore(stored);
    // Set up as the App's store is, before the login page prefetches.
    store.setup();
    const prefetch = (target: CatalogueEntry = entry, search = '') => prefetchSchemaList({ queryClient, dataProvider, store, lang: 'zh-cn' }, target, search);
    const open = (target: CatalogueEntry = entry, path = target.path) =>
        render(
            <MemoryRouter initialEntries={[path]}>
                <AdminContext
                    dataProvider={dataProvider}
                    i18nProvider={polyglotI18nProvider(() => zh, 'zh-cn')}
                    store={store as Store}
                    queryClient={queryClient}
                    authProvider={undefined}
                >
                    <CatalogueProvider catalogue={catalogue}>
                        <SchemaList entry={target} {...listRoutes([target], target)} />
                    </CatalogueProvider>
                </AdminContext>
            </MemoryRouter>
        );
    const askedFor = (call = 0) => (fake.getList.mock.calls[call] as unknown[])[1];
    return { fake, prefetch, open, askedFor };
};

// A full react-admin list renders slowly in jsdom on a shared machine.
describe('prefetchSchemaList', { timeout: 60_000 }, () => {
    it('asks for the first page beside the definition, and the list shows it, asking the server once for each', async () => {
        const { fake, prefetch, open } = setup({}, everyTypeRows, { ...everyTypeDefinition, limit: USUAL_PAGE_SIZE });
        let answerDefinition = () => {};
        const definitionAnswered = new Promise<void>(resolve => (answerDefinition = resolve));
        fake.fetchDefinition.mockImplementationOnce(async () => {
            await definitionAnswered;
            return parseTableDefinition({ ...everyTypeDefinition, limit: USUAL_PAGE_SIZE });
        });
        const prefetched = prefetch();
        // The rows are on their way before the definition has answered.
        await waitFor(() => expect(fake.getList).toHaveBeenCalledTimes(1));
        expect(fake.getList.mock.calls[0]).toEqual([
            'seller/test/EveryType',
            {
                pagination: { page: 1, perPage: USUAL_PAGE_SIZE },
                sort: { field: '', order: 'DESC' },
                filter: {},
                meta: undefined,
                signal: expect.any(AbortSignal),
            },
        ]);
        answerDefinition();
        await prefetched;
        expect(fake.fetchDefinition).toHaveBeenCalledTimes(1);
        open();
        expect(await screen.findByText('鑫源二手车', {}, { timeout: 40_000 })).toBeTruthy();
        await new Promise(resolve => setTimeout(resolve, 200));
        expect(fake.fetchDefinition).toHaveBeenCalledTimes(1);
        expect(fake.getList).toHaveBeenCalledTimes(1);
    });

    it('cancels the rows asked at the usual page size when the definition names another, and asks for its page', async () => {
        const { fake, prefetch, open } = setup();
        await prefetch();
        expect(fake.fetchDefinition).toHaveBeenCalledTimes(1);
        expect(fake.getList).toHaveBeenCalledTimes(2);
        const [first, second] = fake.getList.mock.calls.map(call => (call as unknown[])[1] as { pagination: unknown; signal: AbortSignal });
        expect(first.pagination).toEqual({ page: 1, perPage: USUAL_PAGE_SIZE });
        expect(first.signal.aborted).toBe(true);
        expect(second.pagination).toEqual({ page: 1, perPage: 20 });
        expect(second.signal.aborted).toBe(false);
        open();
        expect(await screen.findByText('鑫源二手车', {}, { timeout: 40_000 })).toBeTruthy();
        await new Promise(resolve => setTimeout(resolve, 200));
        expect(fake.getList).toHaveBeenCalledTimes(2);
    });

    it('asks for the page the stored list state and the fixed filter say', async () => {
        const fixed = { ...entry, filter: { status: 1 } };
        // Rows enough for a second page of 10: react-admin goes back to the last page that exists.
        const rows = Array.from({ length: 25 }, (_, index) => ({ ...everyTypeRows[0], id: index + 1 }));
        const { fake, prefetch, open, askedFor } = setup(
            { [listStoreKey(fixed.api!, fixed)]: { filter: { name: '鑫' }, page: 2, perPage: 10, sort: 'price', order: 'ASC' } },
            rows
        );
        await prefetch(fixed);
        expect(askedFor()).toMatchObject({
            pagination: { page: 2, perPage: 10 },
            sort: { field: 'price', order: 'ASC' },
            filter: { name: '鑫', status: 1 },
        });
        open(fixed);
        await screen.findByRole('table', {}, { timeout: 40_000 });
        await waitFor(() => expect(fake.getList).toHaveBeenCalled());
        await new Promise(resolve => setTimeout(resolve, 200));
        expect(fake.getList).toHaveBeenCalledTimes(1);
    });

    it('follows the list query of the URL it lands on', async () => {
        // Rows enough for a third page of 30: react-admin goes back to the last page that exists.
        const rows = Array.from({ length: 70 }, (_, index) => ({ ...everyTypeRows[0], id: index + 1 }));
        const { fake, prefetch, open, askedFor } = setup({}, rows);
        const search = `?${new URLSearchParams({ filter: JSON.stringify({ name: '源' }), page: '3', perPage: '30' })}`;
        await prefetch(entry, search);
        expect(askedFor()).toMatchObject({ pagination: { page: 3, perPage: 30 }, filter: { name: '源' } });
        open(entry, `${entry.path}${search}`);
        await screen.findByRole('table', {}, { timeout: 40_000 });
        await new Promise(resolve => setTimeout(resolve, 200));
        expect(fake.getList).toHaveBeenCalledTimes(1);
    });

    it('fetches only the definition of a list with tabs, and nothing without an api', async () => {
        const { fake, prefetch } = setup();
        await prefetch({ ...entry, tabs: [{ label: 'a', filter: { status: 1 } }] });
        expect(fake.fetchDefinition).toHaveBeenCalledTimes(1);
        expect(fake.getList).not.toHaveBeenCalled();
        await prefetch({ ...entry, api: undefined });
        expect(fake.fetchDefinition).toHaveBeenCalledTimes(1);
    });
});
