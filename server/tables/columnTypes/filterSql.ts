import { ProtocolError } from '../../core/ProtocolError';
import { message, titleParam } from '../../i18n/Message';
import type { SqlParams } from '../SqlParams';
import type { Option, SearchSpec } from '../TableSpec';

/** What the filter of one `top_search` field reads: the field, its SQL and the call's values. */
export interface FilterInput {
    search: SearchSpec;
    /** The SQL filtered: the field's own `sql`, or the column of its name. */
    sql: string;
    /** A parameter of the call as trimmed text, '' when absent. */
    value: (name: string) => string;
    /** The SQL of a column of the table (a cascade's second level). */
    columnSql: (name: string) => string;
    params: SqlParams;
}

/** The WHERE conditions of one filter (none when its value is absent). */
export type ColumnFilter = (input: FilterInput) => string[];

/** The conditions of a filter given its non-empty value. */
type ValueFilter = (sql: string, raw: string, search: SearchSpec, params: SqlParams) => string[];

type FilterProblem = '参数错误：“{title}”的时间格式不正确' | '参数错误：“{title}”应为数字' | '参数错误：“{title}”应为“开始,结束”';

const bad = (search: SearchSpec, problem: FilterProblem) => new ProtocolError(message(problem, { title: titleParam(search.title) }));

/** 10-digit values are seconds, 13-digit ones milliseconds (docs/protocol.md §9.4). */
const toSeconds = (search: SearchSpec, raw: string): number => {
    if (!/^\d{1,13}$/.test(raw)) throw bad(search, '参数错误：“{title}”的时间格式不正确');
    const value = Number(raw);
    return raw.length >= 13 ? Math.floor(value / 1000) : value;
};

const toNumber = (search: SearchSpec, raw: string): string => {
    if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(raw)) throw bad(search, '参数错误：“{title}”应为数字');
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

/** A filter of the field's own value: nothing when the call does not send it. */
const onValue =
    (filter: ValueFilter): ColumnFilter =>
    input => {
        const raw = input.value(input.search.name);
        return raw === '' ? [] : filter(input.sql, raw, input.search, input.params);
    };

/** Text: substring, case-insensitive; a trigram GIN index (`trigramIndexes` in db/sortIndexes.ts) answers it. */
export const containsFilter = onValue((sql, raw, _search, params) => [`${sql} ILIKE ${params.add(containsPattern(raw))}`]);

/** One option's value. */
export const optionFilter = onValue((sql, raw, search, params) => [equalsOption(sql, optionValueType(search.options ?? []), raw, params)]);

/** The first level's option, and the second level (`second_name`, compared in its options' type). */
export const cascadeFilter: ColumnFilter = input => {
    const conditions = optionFilter(input);
    const { search } = input;
    const second = search.second_name ? input.value(search.second_name) : '';
    if (search.second_name && second !== '') {
        const type = optionValueType(Object.values(search.cascades ?? {}).flat());
        conditions.push(equalsOption(search.second_sql ?? input.columnSql(search.second_name), type, second, input.params));
    }
    return conditions;
};

/** Any of `a,b,…`: the options' values, or, over a comma-joined text column (`multi`), rows holding any of them. */
export const anyOptionFilter = onValue((sql, raw, search, params) => {
    const values = raw
        .split(',')
        .map(v => v.trim())
        .filter(Boolean);
    if (!values.length) return [];
    if (search.multi) return [`string_to_array(${sql}, ',') && ${params.add(values)}::text[]`];
    const type = optionValueType(search.options ?? []);
    const valid = type === 'bigint' ? values.filter(isInteger) : values;
    return [valid.length ? `${sql} = ANY(${params.add(valid)}::${type}[])` : 'FALSE'];
});

/** `start,end` in seconds (or milliseconds), either side open. */
export const timeRangeFilter = onValue((sql, raw, search, params) => {
    if (!raw.includes(',')) throw bad(search, '参数错误：“{title}”应为“开始,结束”');
    const [from, to] = bounds(raw);
    const seconds = [from, to].map(side => (side === '' ? '' : String(toSeconds(search, side)))) as [string, string];
    return range(sql, seconds, params);
});

/** One moment, exactly. */
export const momentFilter = onValue((sql, raw, search, params) => [`${sql} = ${params.add(toSeconds(search, raw))}::bigint`]);

/** `min,max`, either side open; one value means exactly it. */
export const numberRangeFilter = onValue((sql, raw, search, params) => {
    const [min, max] = bounds(raw);
    return range(sql, [min === '' ? '' : toNumber(search, min), max === '' ? '' : toNumber(search, max)], params);
});
