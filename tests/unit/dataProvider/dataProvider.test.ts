import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../src/dataProvider/dataProvider';
import { definitionQuery } from '../../../src/dataProvider/definitionQuery';
import { createHttpClient } from '../../../src/dataProvider/httpClient';
import { fakeFetch, testConfig, type Recorded } from './fakeServer';

const definition = {
    pk: 'dealer_id',
    limit: 20,
    column_names: ['dealer_id', 'name', 'deposit'],
    rows: {
        dealer_id: { title: 'ID', sort: true },
        name: { title: '车商名称' },
        deposit: { title: '保证金', type: 'number', decimal: 2, sum: true },
    },
    top_search: [{ name: 'name', title: '车商名称' }],
};

const rows = (page: number) => [
    { dealer_id: page * 10 + 1, name: `车商${page}A`, deposit: 1000 },
    { dealer_id: page * 10 + 2, name: `车商${page}B`, deposit: 2000 },
];

const serve = (request: Recorded) => {
    const q = Object.fromEntries(request.url.searchParams);
    if (request.url.pathname.endsWith('/DealerInfo')) return { status: true, msg: '', data: { dealer_id: Number(q.dealer_id), name: '车商' } };
    if (request.url.pathname.endsWith('/DealerDel')) return { status: true, msg: '', data: null };
    if (!q.page) return { status: true, msg: '', data: definition };
    const page = Number(q.page);
    return {
        status: true,
        msg: '',
        data: { data: rows(page), ...(q._count_sum === 'true' ? { count: 42, totalrow: { deposit: 3000 } } : {}) },
    };
};

const setup = () => {
    const fake = fakeFetch(serve);
    const http = createHttpClient({ config: () => testConfig, session: () => undefined, fetch: fake.fetchImpl });
    const calls = { getOne: 'seller/dealer/DealerInfo', delete: 'seller/dealer/DealerDel?dealer_id=', update: 'seller/dealer/DealerEdit' };
    const queryClient = new QueryClient();
    const dataProvider = createDataProvider(http, api => (api === 'seller/dealer/DealerList' ? calls : undefined), queryClient);
    return { dataProvider, queryClient, calls: fake.calls };
};

const list = { pagination: { page: 1, perPage: 20 }, sort: { field: 'dealer_id', order: 'ASC' as const }, filter: { name: '宝' } };

describe('createDataProvider', () => {
    it('keeps abort support as a plain flag', () => {
        expect(setup().dataProvider.supportAbortSignal).toBe(true);
    });

    it('fetches the definition once, asks for count and totals on page 1 only, and reuses them', async () => {
        const { dataProvider, calls } = setup();
        const first = await dataProvider.getList('seller/dealer/DealerList', list);
        expect(first.total).toBe(42);
        expect(first.meta).toEqual({ totalrow: { deposit: 3000 } });
        expect(first.data[0]).toMatchObject({ id: 11, dealer_id: 11 });
        const second = await dataProvider.getList('seller/dealer/DealerList', { ...list, pagination: { page: 2, perPage: 20 } });
        expect(second.total).toBe(42);
        const definitionCalls = calls.filter(c => !c.url.searchParams.has('page'));
        expect(definitionCalls).toHaveLength(1);
        const pages = calls.filter(c => c.url.searchParams.has('page')).map(c => Object.fromEntries(c.url.searchParams));
        expect(pages[0]).toMatchObject({ page: '1', limit: '20', sort: 'dealer_id', order: 'true', name: '宝', _count_sum: 'true' });
        expect(pages[1]._count_sum).toBeUndefined();
    });

    it('asks for the rows beside a definition not read yet, and keys them by it once it answers', async () => {
        const fake = fakeFetch(serve);
        let answerDefinition = () => {};
        const definitionHeld = new Promise<void>(resolve => (answerDefinition = resolve));
        const fetchImpl = (async (input: string, init?: RequestInit) => {
            if (!new URL(input).searchParams.has('page')) await definitionHeld;
            return fake.fetchImpl(input, init);
        }) as unknown as typeof fetch;
        const http = createHttpClient({ config: () => testConfig, session: () => undefined, fetch: fetchImpl });
        const dataProvider = createDataProvider(http, () => undefined, new QueryClient());
        const result = dataProvider.getList('seller/dealer/DealerList', list);
        await vi.waitFor(() => expect(fake.calls.filter(c => c.url.searchParams.has('page'))).toHaveLength(1));
        expect(fake.calls.filter(c => !c.url.searchParams.has('page'))).toHaveLength(0);
        answerDefinition();
        expect((await result).data[0]).toMatchObject({ id: 11, dealer_id: 11 });
    });

    it('shares one definition cache with the pages: a definition the pages read is not read again', async () => {
        const { dataProvider, queryClient, calls } = setup();
        const definition = await queryClient.fetchQuery(definitionQuery('seller/dealer/DealerList', '', dataProvider.fetchDefinition));
        expect(definition.pk).toBe('dealer_id');
        await dataProvider.getList('seller/dealer/DealerList', list);
        await dataProvider.getOne('seller/dealer/DealerList', { id: 7 });
        expect(calls.filter(c => !c.url.searchParams.has('page') && c.url.pathname.endsWith('/DealerList'))).toHaveLength(1);
        // The session's end clears the cache (react-admin clears its query client at logout).
        queryClient.clear();
        await dataProvider.getList('seller/dealer/DealerList', list);
        expect(calls.filter(c => !c.url.searchParams.has('page') && c.url.pathname.endsWith('/DealerList'))).toHaveLength(2);
    });

    it('falls back to page info when a later page is loaded first (no count known)', async () => {
        const { dataProvider } = setup();
        const result = await dataProvider.getList('seller/dealer/DealerList', { ...list, pagination: { page: 3, perPage: 2 } });
        expect(result.total).toBeUndefined();
        expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    });

    it('reads and deletes through the calls of the catalogue, keyed by the pk', async () => {
        const { dataProvider, calls } = setup();
        await expect(dataProvider.getOne('seller/dealer/DealerList', { id: 7 })).resolves.toMatchObject({ data: { id: 7, dealer_id: 7 } });
        await dataProvider.delete('seller/dealer/DealerList', { id: 7 });
        expect(calls.at(-1)!.url.searchParams.get('dealer_id')).toBe('7');
    });

    it('says "not configured" for a call the catalogue does not name', async () => {
        const { dataProvider } = setup();
        await expect(dataProvider.create('seller/dealer/DealerList', { data: {} })).rejects.toThrow('mc.error.notConfigured');
    });
});

describe('definitions per language', () => {
    /** A backend that speaks Chinese only, whatever the console asks; it records the lang it was asked in. */
    const chineseOnly = () => {
        const asked: Array<string | undefined> = [];
        const status = { title: '审核状态', type: 'select', options: [0, 1].map(value => ({ value, label: value ? '已通过' : '待审核' })) };
        const definitionWithOptions = {
            ...definition,
            column_names: [...definition.column_names, 'status'],
            rows: { ...definition.rows, status },
            top_search: [...definition.top_search, { name: 'status', ...status }],
        };
        const fake = fakeFetch(request => {
            asked.push(request.headers.lang);
            return { status: true, msg: '', data: definitionWithOptions };
        });
        let lang = 'en';
        const http = createHttpClient({ config: () => testConfig, session: () => undefined, fetch: fake.fetchImpl, lang: () => lang });
        const queryClient = new QueryClient();
        const dataProvider = createDataProvider(http, () => undefined, queryClient, {
            lang: () => lang,
            columnTexts: api =>
                api === 'seller/dealer/DealerList'
                    ? {
                          name: { label: { en: 'Dealer', ja: 'ディーラー' } },
                          status: { label: { en: 'Review' }, options: { '1': { en: 'Approved', es: 'Aprobado' } } },
                      }
                    : undefined,
        });
        /** The definition as the pages read it, in the current language (or the one given: a page's while the console switches). */
        const read = (language = lang) => queryClient.fetchQuery(definitionQuery('seller/dealer/DealerList', language, dataProvider.fetchDefinition));
        return { read, asked, setLang: (next: string) => (lang = next) };
    };

    it("lays the catalogue texts of the current language over the server's, keeping values and what it leaves out", async () => {
        const { read } = chineseOnly();
        const en = await read();
        expect(en.columns.map(c => c.title)).toEqual(['ID', 'Dealer', '保证金', 'Review']);
        expect(en.columns[3].options).toEqual([
            { value: 0, label: '待审核' },
            { value: 1, label: 'Approved' },
        ]);
        expect(en.search.map(s => [s.name, s.title])).toEqual([
            ['name', 'Dealer'],
            ['status', 'Review'],
        ]);
        expect(en.search[1].options[1]).toEqual({ value: 1, label: 'Approved' });
    });

    it('asks again in another language and keeps each language apart', async () => {
        const { read, asked, setLang } = chineseOnly();
        await read();
        await read();
        setLang('ja');
        const ja = await read();
        expect(ja.columns.map(c => c.title)).toEqual(['ID', 'ディーラー', '保证金', '审核状态']);
        setLang('en');
        await read();
        expect(asked).toEqual(['en', 'ja']);
    });

    it('reads a definition in the language of its page while the console still speaks the one before', async () => {
        // A switch under way: react-admin renders the page in the new language before the i18n
        // provider, which the calls follow, has loaded it.
        const { read, asked, setLang } = chineseOnly();
        setLang('zh-cn');
        const en = await read('en');
        expect(asked).toEqual(['en']);
        expect(en.columns.map(c => c.title)).toEqual(['ID', 'Dealer', '保证金', 'Review']);
    });
});

describe('versioned writes (docs/protocol.md §16)', () => {
    const serveVersioned = (versioned: boolean) => (request: Recorded) => {
        const q = Object.fromEntries(request.url.searchParams);
        if (request.url.pathname.endsWith('/DealerEdit')) return { status: true, msg: '', data: versioned ? { dealer_id: 7, _version: 5 } : { dealer_id: 7 } };
        if (request.url.pathname.endsWith('/DealerDel')) return { status: true, msg: '', data: null };
        if (!q.page) return { status: true, msg: '', data: { ...definition, ...(versioned ? { versioned: true, history: true } : {}) } };
        return { status: true, msg: '', data: { data: [] } };
    };
    const setupVersioned = (versioned: boolean) => {
        const fake = fakeFetch(serveVersioned(versioned));
        const http = createHttpClient({ config: () => testConfig, session: () => undefined, fetch: fake.fetchImpl });
        const calls = { getOne: 'seller/dealer/DealerInfo', delete: 'seller/dealer/DealerDel?dealer_id=', update: 'seller/dealer/DealerEdit' };
        return { dataProvider: createDataProvider(http, () => calls, new QueryClient()), calls: fake.calls };
    };

    it('sends the version the caller read, from meta or the previous record, and answers the version after the write', async () => {
        const { dataProvider, calls } = setupVersioned(true);
        const saved = await dataProvider.update('seller/dealer/DealerList', {
            id: 7,
            data: { name: '新名' },
            previousData: { id: 7, _version: 3 },
            meta: { version: 4 },
        });
        expect(calls.at(-1)!.body).toEqual({ name: '新名', dealer_id: 7, _version: 4, timestamp: expect.any(Number) });
        expect(saved.data).toEqual({ id: 7, dealer_id: 7, name: '新名', _version: 5 });
        await dataProvider.update('seller/dealer/DealerList', { id: 7, data: { name: '新名' }, previousData: { id: 7, _version: 3 } });
        expect(calls.at(-1)!.body).toEqual({ name: '新名', dealer_id: 7, _version: 3, timestamp: expect.any(Number) });
        await dataProvider.delete('seller/dealer/DealerList', { id: 7, previousData: { id: 7, _version: 6 } });
        expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toMatchObject({ dealer_id: '7', _version: '6' });
    });

    it('sends no version to a list that does not say it is versioned, whatever the record holds', async () => {
        const { dataProvider, calls } = setupVersioned(false);
        const saved = await dataProvider.update('seller/dealer/DealerList', { id: 7, data: { name: '新名' }, previousData: { id: 7, _version: 3 } });
        expect(calls.at(-1)!.body).toEqual({ name: '新名', dealer_id: 7, timestamp: expect.any(Number) });
        expect(saved.data).not.toHaveProperty('_version');
        await dataProvider.delete('seller/dealer/DealerList', { id: 7, previousData: { id: 7, _version: 6 } });
        expect(calls.at(-1)!.url.searchParams.has('_version')).toBe(false);
    });
});
