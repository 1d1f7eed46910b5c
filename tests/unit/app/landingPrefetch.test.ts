import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../src/app/catalogue';
import { LazyConsoleLayout, LazyDashboard } from '../../../src/app/consoleChunks';
import { landingList, prefetchLandingCode, prefetchLandingData } from '../../../src/app/landingPrefetch';
import { parseTableDefinition } from '../../../src/dataProvider/parseTableDefinition';
import { LazyCatalogueList } from '../../../src/resources/LazyCatalogueList';

const definition = parseTableDefinition({ pk: 'id', limit: 10, column_names: ['id'], rows: { id: { title: 'ID' } }, top_search: [] });

describe('the landing prefetch', () => {
    it('knows a generated list by its path, with or without a query, and nothing else', () => {
        expect(landingList(catalogue, '/dealer/secondHandCarDealer/list')?.api).toBe('seller/dealer/DealerList');
        expect(landingList(catalogue, '/dealer/secondHandCarDealer/list?page=2#top')?.api).toBe('seller/dealer/DealerList');
        expect(landingList(catalogue, '/dashboard')).toBeUndefined();
        expect(landingList(catalogue, '/')).toBeUndefined();
        expect(landingList(catalogue, '/profile/user/edit')).toBeUndefined();
        expect(landingList(catalogue, '/no/such/page')).toBeUndefined();
    });

    it("fetches a landing list's definition and first page, with the query it lands with", async () => {
        const dataProvider = { fetchDefinition: vi.fn(async () => definition), prefetchList: vi.fn(async () => ({ data: [], total: 0 })) };
        const store = memoryStore();
        store.setup();
        const deps = { queryClient: new QueryClient(), dataProvider, store, lang: 'zh-cn' };
        await prefetchLandingData(catalogue, deps, '/dealer/secondHandCarDealer/list?page=2');
        expect(dataProvider.fetchDefinition).toHaveBeenCalledWith('seller/dealer/DealerList', expect.anything());
        expect(dataProvider.prefetchList).toHaveBeenCalledWith('seller/dealer/DealerList', expect.objectContaining({ pagination: { page: 2, perPage: 10 } }));
        await prefetchLandingData(catalogue, deps, '/dashboard');
        expect(dataProvider.fetchDefinition).toHaveBeenCalledTimes(1);
    });

    it('leaves a failure to the page, and cancels the rows asked beside the definition', async () => {
        const signals: AbortSignal[] = [];
        const dataProvider = {
            fetchDefinition: vi.fn(async () => Promise.reject(new Error('offline'))),
            prefetchList: vi.fn(
                (_api: string, { signal }: { signal?: AbortSignal }) =>
                    new Promise<never>((_resolve, reject) => {
                        signals.push(signal!);
                        signal!.addEventListener('abort', () => reject(new Error('aborted')));
                    })
            ),
        };
        const store = memoryStore();
        const deps = { queryClient: new QueryClient(), dataProvider, store, lang: 'zh-cn' };
        await expect(prefetchLandingData(catalogue, deps, '/dealer/secondHandCarDealer/list')).resolves.toBeUndefined();
        expect(dataProvider.prefetchList).toHaveBeenCalledTimes(1);
        expect(signals[0].aborted).toBe(true);
    });
});

describe("the landing's code", () => {
    const stubChunks = () => {
        vi.spyOn(LazyConsoleLayout, 'preload').mockResolvedValue();
        vi.spyOn(LazyDashboard, 'preload').mockResolvedValue();
        vi.spyOn(LazyCatalogueList, 'preload').mockResolvedValue();
    };
    afterEach(() => {
        vi.restoreAllMocks();
    });

    it("comes with the Workbench's own texts when the landing is the Workbench, side by side", () => {
        stubChunks();
        const loadPageTexts = vi.fn(async () => undefined);
        prefetchLandingCode(catalogue, '/dashboard', loadPageTexts);
        expect(LazyDashboard.preload).toHaveBeenCalled();
        expect(loadPageTexts).toHaveBeenCalledWith('workbench');
    });

    it('fetches no page texts for a generated list, whose texts are in the start catalogue', () => {
        stubChunks();
        const loadPageTexts = vi.fn(async () => undefined);
        prefetchLandingCode(catalogue, '/dealer/secondHandCarDealer/list', loadPageTexts);
        expect(LazyCatalogueList.preload).toHaveBeenCalled();
        expect(loadPageTexts).not.toHaveBeenCalled();
    });

    it('leaves a failure to fetch the texts to the page', async () => {
        stubChunks();
        const unhandled = vi.fn();
        process.on('unhandledRejection', unhandled);
        try {
            prefetchLandingCode(catalogue, '/', () => Promise.reject(new Error('offline')));
            await new Promise(resolve => setTimeout(resolve, 20));
        } finally {
            process.off('unhandledRejection', unhandled);
        }
        expect(unhandled).not.toHaveBeenCalled();
    });
});
