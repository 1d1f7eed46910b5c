import { ProtocolError } from '../core/ProtocolError';
import type { SqlParams } from './SqlParams';
import type { Option, SearchSpec, ServerColumnType, TableSpec } from './TableSpec';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The SQL of a column or search field: its own `sql`, or the column of that name. */
export const columnSql = (spec: TableSpec, name: string): string => spec.columns[name]?.sql ?? quote(name);

const searchSql = (spec: TableSpec, search: SearchSpec) => search.sql ?? columnSql(spec, search.name);

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

const bad = (search: SearchSpec, what: string) => new ProtocolError(`参数错误：“${search.title}”${what}`);

/** 10-digit values are seconds, 13-digit ones milliseconds (docs/protocol.md §9). */
const toSeconds = (search: SearchSpec, raw: string): number => {
    if (!/^\d{1,13}$/.test(raw)) throw bad(search, '的时间格式不正确');
    const value = Number(raw);
    return raw.length >= 13 ? Math.floor(value / 1000) : value;
};

const toNumber = (search: SearchSpec, raw: string): string => {
    if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(raw)) throw bad(search, '应为数字');
    return raw;
};

/** `a,b` with either side possibly empty; one value without a comma means exactly it. */
const bounds = (raw: string): [string, string] => {
    const parts = raw.split(',');
    if (parts.length === 1) return [parts[0].trim(), parts[0].trim()];
    return [parts[0].trim(), parts.slice(1).join(',').trim()];
};

/** Integer bounds compare as bigint so an integer column's index serves them; fractions as numeric. */
const range = (sql: string, [min, max]: [string, string], params: SqlParams): string[] => {
    const cast = (value: string) => `${params.add(value)}::${/^-?\d+$/.test(value) ? 'bigint' : 'numeric'}`;
    const conditions: string[] = [];
    if (min !== '') conditions.push(`${sql} >= ${cast(min)}`);
    if (max !== '') conditions.push(`${sql} <= ${cast(max)}`);
    return conditions;
};

/**
 * The SQL type option values are compared in: integer codes when every option is a number,
 * text otherwise. Comparing in the column's own type (never `col::text`) lets its index serve.
 */
export const optionValueType = (options: Option[]): 'bigint' | 'text' =>
    options.length > 0 && options.every(option => typeof option.value === 'number') ? 'bigint' : 'text';

const isInteger = (raw: string) => /^-?\d{1,18}$/.test(raw);

/**
 * `sql = value` in the options' type. A value that cannot be one of integer options (`1 OR 1=1`)
 * matches no row, as any value outside the options does: it is data, never SQL or a 5xx.
 */
const equalsOption = (sql: string, type: 'bigint' | 'text', raw: string, params: SqlParams): string =>
    type === 'bigint' && !isInteger(raw) ? 'FALSE' : `${sql} = ${params.add(raw)}::${type}`;

/** `%…%` for ILIKE, with the pattern characters of the value taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, ch => `\\${ch}`)}%`;

/** The conditions of one filter given its non-empty value. */
type Filter = (sql: string, raw: string, search: SearchSpec, params: SqlParams) => string[];

const optionFilter: Filter = (sql, raw, search, params) => [equalsOption(sql, optionValueType(search.options ?? []), raw, params)];

const timeRangeFilter: Filter = (sql, raw, search, params) => {
    if (!raw.includes(',')) throw bad(search, '应为“开始,结束”');
    const [from, to] = bounds(raw);
    const seconds = [from, to].map(side => (side === '' ? '' : String(toSeconds(search, side)))) as [string, string];
    return range(sql, seconds, params);
};

const numberRangeFilter: Filter = (sql, raw, search, params) => {
    const [min, max] = bounds(raw);
    return range(sql, [min === '' ? '' : toNumber(search, min), max === '' ? '' : toNumber(search, max)], params);
};

/** Text: substring, case-insensitive; a trigram GIN index (searchIndexes) answers it. */
const containsFilter: Filter = (sql, raw, _search, params) => [`${sql} ILIKE ${params.add(containsPattern(raw))}`];

/** Each filter type's encoding (docs/protocol.md §9.4): a new type does not compile until it has one. */
const FILTERS: Record<ServerColumnType, Filter> = {
    text: containsFilter,
    image: containsFilter,
    hide: containsFilter,
    select: optionFilter,
    cascade: optionFilter,
    checkbox: (sql, raw, search, params) => {
        const values = raw
            .split(',')
            .map(v => v.trim())
            .filter(Boolean);
        if (!values.length) return [];
        if (search.multi) {
            // A comma-joined text column: rows holding any of the values.
            return [`string_to_array(${sql}, ',') && ${params.add(values)}::text[]`];
        }
        const type = optionValueType(search.options ?? []);
        const valid = type === 'bigint' ? values.filter(isInteger) : values;
        return [valid.length ? `${sql} = ANY(${params.add(valid)}::${type}[])` : 'FALSE'];
    },
    datetime: timeRangeFilter,
    time: timeRangeFilter,
    date: timeRangeFilter,
    datemonth: timeRangeFilter,
    eqdate: timeRangeFilter,
    eqtime: (sql, raw, search, params) => [`${sql} = ${params.add(toSeconds(search, raw))}::bigint`],
    number: numberRangeFilter,
    second: numberRangeFilter,
};

/**
 * The WHERE conditions for the `top_search` filters present in the parameters, by the
 * encodings of docs/protocol.md §9. Every value travels as a parameter; a value that does not fit
 * its encoding is refused with a message naming the filter.
 */
export const filterConditions = (spec: TableSpec, input: Record<string, unknown>, params: SqlParams): string[] => {
    const conditions: string[] = [];
    for (const search of spec.top_search) {
        const raw = text(input[search.name]);
        const sql = searchSql(spec, search);
        if (raw !== '') conditions.push(...FILTERS[search.type ?? 'text'](sql, raw, search, params));
        if (search.type === 'cascade' && search.second_name) {
            const second = text(input[search.second_name]);
            if (second !== '') {
                const type = optionValueType(Object.values(search.cascades ?? {}).flat());
                conditions.push(equalsOption(search.second_sql ?? columnSql(spec, search.second_name), type, second, params));
            }
        }
    }
    return conditions;
};
