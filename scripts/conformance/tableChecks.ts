import ExcelJS from 'exceljs';
import { parseTableDefinition } from '../../src/dataProvider/parseTableDefinition';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import type { ColumnType, SearchDefinition, TableDefinition } from '../../src/dataProvider/TableDefinition';
import { decodeDay, decodeRange, encodeDay, encodeRange } from '../../src/schema/filters/filterCodec';
import type { Check, Deployment } from './protocolChecks';

type Row = Record<string, unknown>;
type Page = { data?: Row[]; count?: unknown; totalrow?: unknown };

export interface ListFacts {
    api: string;
    definition: TableDefinition;
    rows: Row[];
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const seconds = (value: unknown) => {
    const n = Number(value);
    return !Number.isFinite(n) || n <= 0 ? undefined : n >= 1e12 ? Math.floor(n / 1000) : n;
};
const within = (value: unknown, wire: string) => {
    const [from, to] = wire.split(',');
    const n = seconds(value) ?? Number(value);
    return (from === '' || n >= Number(from)) && (to === '' || n <= Number(to));
};

/**
 * A filter of one type, built from a row's own value with the console's filter codec where the
 * console has one (src/schema/filters/filterCodec.ts), and what every answered row must then
 * satisfy. Undefined: this row cannot seed such a filter.
 */
const FILTERS: Record<ColumnType, (search: SearchDefinition, row: Row) => { params: Row; holds: (row: Row) => boolean } | undefined> = {
    text: (search, row) => {
        const value = text(row[search.name]).trim().slice(0, 2);
        return value ? { params: { [search.name]: value }, holds: r => text(r[search.name]).toLowerCase().includes(value.toLowerCase()) } : undefined;
    },
    select: (search, row) =>
        text(row[search.name]) ? { params: { [search.name]: row[search.name] }, holds: r => text(r[search.name]) === text(row[search.name]) } : undefined,
    checkbox: (search, row) => {
        const value = text(row[search.name]).split(',')[0];
        return value ? { params: { [search.name]: value }, holds: r => text(r[search.name]).split(',').includes(value) } : undefined;
    },
    datetime: (search, row) => range('datetime', search, row),
    time: (search, row) => range('time', search, row),
    date: (search, row) => range('date', search, row),
    datemonth: (search, row) => range('datemonth', search, row),
    eqdate: (search, row) => {
        const at = seconds(row[search.name]);
        const wire = at === undefined ? undefined : encodeDay(decodeDay(String(at)));
        return wire ? { params: { [search.name]: wire }, holds: r => within(r[search.name], wire) } : undefined;
    },
    eqtime: (search, row) => {
        const at = seconds(row[search.name]);
        return at === undefined ? undefined : { params: { [search.name]: String(at) }, holds: r => seconds(r[search.name]) === at };
    },
    number: (search, row) => exact(search, row),
    second: (search, row) => exact(search, row),
    cascade: (search, row) => {
        const first = text(row[search.name]);
        const second = search.secondName ? text(row[search.secondName]) : '';
        if (!first) return undefined;
        const params: Row = { [search.name]: first, ...(second && search.secondName ? { [search.secondName]: second } : {}) };
        return { params, holds: r => text(r[search.name]) === first && (!second || text(r[search.secondName!]) === second) };
    },
    image: () => undefined,
    hide: () => undefined,
};

function range(type: ColumnType, search: SearchDefinition, row: Row) {
    const at = seconds(row[search.name]);
    const wire = at === undefined ? undefined : encodeRange(type, decodeRange(type, `${at},${at}`));
    return wire ? { params: { [search.name]: wire }, holds: (r: Row) => within(r[search.name], wire) } : undefined;
}

function exact(search: SearchDefinition, row: Row) {
    const value = text(row[search.name]);
    return /^-?\d+(\.\d+)?$/.test(value)
        ? { params: { [search.name]: `${value},${value}` }, holds: (r: Row) => Number(r[search.name]) === Number(value) }
        : undefined;
}

const isXlsx = async (response: Response): Promise<string | undefined> => {
    if (response.status !== 200) return `HTTP ${response.status}`;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.subarray(0, 2).toString('latin1') !== 'PK') return `not an xlsx (zip) file: ${JSON.stringify(bytes.subarray(0, 40).toString('utf8'))}`;
    const workbook = new ExcelJS.Workbook();
    try {
        await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    } catch (error) {
        return `the file does not open as xlsx: ${(error as Error).message}`;
    }
    const sheet = workbook.worksheets[0];
    return sheet && sheet.rowCount >= 1 ? undefined : 'the workbook has no sheet with a header row';
};

/** Reads a list as the console does: the definition through its own parser, then the first page. */
export const readList = async (http: HttpClient, api: string): Promise<ListFacts> => {
    const definition = parseTableDefinition(await http.request(api, { hideError: true }));
    const page = await http.request<Page>(api, { params: { page: 1, limit: Math.min(definition.limit || 10, 50) }, hideError: true });
    return { api, definition, rows: Array.isArray(page?.data) ? page.data : [] };
};

/** Definition, page and `_count_sum`, a filter of each type, export and template (docs/protocol.md §9). */
export const tableChecks = (deployment: Deployment, http: HttpClient, lists: ListFacts[]): Check[] => {
    const [first] = lists;
    const checks: Check[] = [
        {
            name: `definition shape: ${first.api} parses with the console's own parser, without problems`,
            run: async () => (first.definition.problems.length ? `problems: ${first.definition.problems.map(p => p.key).join(', ')}` : undefined),
        },
        {
            name: `page and _count_sum: ${first.api} answers data, count and the summary`,
            run: async () => {
                const limit = Math.max(1, Math.min(first.definition.limit || 10, 50));
                const page = await http.request<Page>(first.api, { params: { page: 1, limit, _count_sum: true }, hideError: true });
                if (!Array.isArray(page?.data)) return 'no data list';
                if (page.data.length > limit) return `${page.data.length} rows for limit ${limit}`;
                if (typeof page.count !== 'number' && !/^\d+$/.test(text(page.count))) return `count is ${JSON.stringify(page.count)}`;
                if (Number(page.count) < page.data.length) return `count ${page.count} is below the ${page.data.length} rows of the page`;
                const sums = first.definition.columns.filter(column => column.sum).map(column => column.name);
                const totals = (page.totalrow ?? {}) as Row;
                const missing = first.definition.showSum ? sums.filter(name => !(name in totals)) : [];
                return missing.length ? `totalrow lacks ${missing.join(', ')}` : undefined;
            },
        },
    ];
    // The write form is optional (§9.1): a list that sends none passes; one that sends it sends it whole.
    checks.push({
        name: `write form: every list that sends form (${lists.filter(list => list.definition.form).length} of ${lists.length}) gives each field a name, a protocol kind and an input that can show it`,
        run: async () => {
            const faults = lists.flatMap(list =>
                list.definition.problems
                    .filter(p => p.key.startsWith('mc.schema.problem.form'))
                    .map(p => `${list.api}: ${p.key} ${JSON.stringify(p.values ?? {})}`)
            );
            return faults.length ? faults.join('; ') : undefined;
        },
    });
    const types = new Map<ColumnType, { list: ListFacts; search: SearchDefinition }>();
    for (const list of lists) for (const search of list.definition.search) if (!types.has(search.type)) types.set(search.type, { list, search });
    for (const [type, { list, search }] of types) {
        checks.push({
            name: `filter ${type}: ${list.api} by ${search.name}`,
            run: async () => {
                const seeded = list.rows.map(row => FILTERS[type](search, row)).find(Boolean);
                if (!seeded) {
                    await http.request(list.api, { params: { page: 1, limit: 1 }, hideError: true });
                    return undefined;
                }
                const page = await http.request<Page>(list.api, { params: { page: 1, limit: 50, ...seeded.params }, hideError: true });
                const rows = Array.isArray(page?.data) ? page.data : [];
                if (!rows.length) return `${JSON.stringify(seeded.params)} matched no row, though a row holds that value`;
                const comparable = rows.filter(row => search.name in row);
                const wrong = comparable.filter(row => !seeded.holds(row));
                return wrong.length ? `${wrong.length} of ${rows.length} rows do not match ${JSON.stringify(seeded.params)}` : undefined;
            },
        });
    }
    const exporting = lists.find(list => list.definition.showExcel && list.rows.length);
    checks.push({
        name: `export: ${exporting?.api ?? 'a list with show_excel'} answers a real xlsx`,
        run: async () =>
            exporting
                ? isXlsx(await deployment.fetch(http.signedUrl(exporting.api, { _down_excel: 1, _excel_file_name: 'conformance' })))
                : 'no permitted list offers an export with rows',
    });
    const importing = lists.find(list => list.definition.showExcelImport);
    checks.push({
        name: `import template: ${importing?.api ?? 'a list with show_excel_import'} answers a real xlsx`,
        run: async () =>
            importing ? isXlsx(await deployment.fetch(http.signedUrl(importing.api, { _down_excel_import_tpl: 1 }))) : 'no permitted list offers an import',
    });
    return checks;
};
