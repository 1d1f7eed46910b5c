import { describe, expect, it } from 'vitest';
import { BASELINE_COLUMNS } from '../../../bench/baseline/src/columns';
import { fetchBaselineRows, visibleColumns } from '../../../bench/baselineRows';
import type { HttpClient, RequestOptions } from '../../../src/dataProvider/httpClient';

const definition = (columns: string[]) => ({
    column_names: [...columns, 'address', 'kind'],
    rows: {
        ...Object.fromEntries(columns.map(name => [name, { title: name }])),
        address: { title: '详细地址', showTableRow: false },
        kind: { title: '类型', type: 'hide' },
    },
});

/** A list api of `total` rows (ids total..1, newest first) paged as the reference server does. */
const fakeList = (total: number, columns: string[] = [...BASELINE_COLUMNS]) => {
    const rows = Array.from({ length: total }, (_, i) => ({
        id: total - i,
        name: `车商${total - i}`,
        logo: `/api/v1/public/image/placeholder?tone=${i}`,
        address: 'not listed',
    }));
    const calls: RequestOptions[] = [];
    const http: HttpClient = {
        async request<T>(_path: string, options: RequestOptions = {}) {
            calls.push(options);
            const params = options.params ?? {};
            if (params.page === undefined) return definition(columns) as T;
            const limit = Number(params.limit);
            const page = rows.slice((Number(params.page) - 1) * limit, Number(params.page) * limit);
            return (params._count_sum ? { data: page, count: total } : { data: page }) as T;
        },
        async requestIfChanged(path, _etag, options) {
            return { changed: true, data: await this.request(path, options) };
        },
        signedUrl: () => '',
    };
    return { http, calls };
};

describe('baseline rows', () => {
    it("lists the definition's shown columns only", () => {
        expect(visibleColumns(definition(['id', 'name']))).toEqual(['id', 'name']);
    });

    it('reads every row through the list api, with the baseline columns and absolute image links', async () => {
        const { http, calls } = fakeList(2500);
        const result = await fetchBaselineRows(http, 'http://127.0.0.1:9');
        expect(result.rows).toHaveLength(2500);
        expect(calls.filter(call => call.params?.page !== undefined)).toHaveLength(3);
        expect(Object.keys(result.rows[0])).toEqual([...BASELINE_COLUMNS]);
        expect(result.rows[0].logo).toBe('http://127.0.0.1:9/api/v1/public/image/placeholder?tone=0');
        expect(result.firstName).toBe('车商2500');
        expect(result.baselineFirstName).toBe('车商2500');
        expect(result.columnDrift).toBeUndefined();
    });

    it('says when the console shows other columns than the baseline lists', async () => {
        const { http } = fakeList(3, ['id', 'name', 'logo']);
        const result = await fetchBaselineRows(http, 'http://127.0.0.1:9');
        expect(result.columnDrift).toMatch(/console shows \[id, name, logo\]/);
    });

    it('refuses an empty list: there would be no row to wait for', async () => {
        const { http } = fakeList(0);
        await expect(fetchBaselineRows(http, 'http://127.0.0.1:9')).rejects.toThrow(/no rows/);
    });
});
