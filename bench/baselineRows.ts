import type { HttpClient } from '../src/dataProvider/httpClient';
import { BASELINE_COLUMNS } from './baseline/src/columns';

/** The console list both apps show: /dealer/secondHandCarDealer/list. */
export const DEALER_LIST_API = 'seller/dealer/DealerList';
export const DEALER_LIST_PATH = '/dealer/secondHandCarDealer/list';

export type Row = Record<string, unknown>;

export interface BaselineRows {
    rows: Row[];
    /** Name of the first row on page 1 in the console's default order (what "rows visible" waits for). */
    firstName: string;
    /** The same for the baseline, which sorts by id descending. */
    baselineFirstName: string;
    /** Set when the baseline's fixed columns no longer match the console's visible columns. */
    columnDrift?: string;
}

interface RawDefinition {
    column_names?: string[];
    rows?: Record<string, { type?: string; showTableRow?: boolean }>;
    limit?: number;
}

/** The columns a definition shows by default (docs/protocol.md §9.1: not `hide`, not `showTableRow:false`). */
export const visibleColumns = (definition: RawDefinition) =>
    (definition.column_names ?? []).filter(name => {
        const column = definition.rows?.[name];
        return column && column.type !== 'hide' && column.showTableRow !== false;
    });

/**
 * Every row of the console's dealer list, read through the reference server's own list API so
 * the baseline serves the very same rows: same count, the console's visible columns, image
 * links made absolute so both apps load the same pictures from the same server.
 */
export const fetchBaselineRows = async (http: HttpClient, serverUrl: string): Promise<BaselineRows> => {
    const definition = await http.request<RawDefinition>(DEALER_LIST_API);
    const shown = visibleColumns(definition);
    const drift =
        shown.join(',') === BASELINE_COLUMNS.join(',') ? undefined : `console shows [${shown.join(', ')}], baseline lists [${BASELINE_COLUMNS.join(', ')}]`;

    const pageSize = 1000;
    const first = await http.request<{ data: Row[]; count?: number }>(DEALER_LIST_API, {
        params: { page: 1, limit: pageSize, _count_sum: true },
    });
    const total = Number(first.count ?? first.data.length);
    const rows = [...first.data];
    for (let page = 2; rows.length < total; page++) {
        const next = await http.request<{ data: Row[] }>(DEALER_LIST_API, { params: { page, limit: pageSize } });
        if (next.data.length === 0) break;
        rows.push(...next.data);
    }
    const firstName = String(first.data[0]?.name ?? '');
    if (!firstName) throw new Error(`${DEALER_LIST_API} answered no rows: nothing to wait for`);

    const absolute = (value: unknown) => (typeof value === 'string' && value.startsWith('/') ? `${serverUrl}${value}` : value);
    const byIdDesc = [...rows].sort((a, b) => Number(b.id) - Number(a.id));
    return {
        baselineFirstName: String(byIdDesc[0]?.name ?? ''),
        rows: rows.map(row => Object.fromEntries(BASELINE_COLUMNS.map(column => [column, column === 'logo' ? absolute(row[column]) : row[column]]))),
        firstName,
        columnDrift: drift,
    };
};
