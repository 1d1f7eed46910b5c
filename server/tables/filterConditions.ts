import { ProtocolError } from '../http/Endpoint';
import type { SqlParams } from './SqlParams';
import type { SearchSpec, TableSpec } from './TableSpec';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The SQL of a column or search field: its own `sql`, or the column of that name. */
export const columnSql = (spec: TableSpec, name: string): string => spec.columns[name]?.sql ?? quote(name);

const searchSql = (spec: TableSpec, search: SearchSpec) => search.sql ?? columnSql(spec, search.name);

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

const bad = (search: SearchSpec, what: string) => new ProtocolError(`参数错误：“${search.title}”${what}`);

/** 10-digit values are seconds, 13-digit ones milliseconds (PROTOCOL.md §5). */
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

const range = (sql: string, [min, max]: [string, string], params: SqlParams, cast: string): string[] => {
    const conditions: string[] = [];
    if (min !== '') conditions.push(`${sql} >= ${params.add(min)}::${cast}`);
    if (max !== '') conditions.push(`${sql} <= ${params.add(max)}::${cast}`);
    return conditions;
};

/**
 * The WHERE conditions for the `top_search` filters present in the parameters, by the
 * encodings of PROTOCOL.md §5. Every value travels as a parameter; a value that does not fit
 * its encoding is refused with a message naming the filter.
 */
export const filterConditions = (spec: TableSpec, input: Record<string, unknown>, params: SqlParams): string[] => {
    const conditions: string[] = [];
    for (const search of spec.top_search) {
        const raw = text(input[search.name]);
        const sql = searchSql(spec, search);
        if (raw !== '') {
            switch (search.type) {
                case 'select':
                case 'cascade':
                    conditions.push(`${sql}::text = ${params.add(raw)}`);
                    break;
                case 'checkbox': {
                    const values = raw.split(',').map(v => v.trim()).filter(Boolean);
                    if (!values.length) break;
                    const list = `${params.add(values)}::text[]`;
                    conditions.push(search.multi ? `string_to_array(${sql}::text, ',') && ${list}` : `${sql}::text = ANY(${list})`);
                    break;
                }
                case 'datetime':
                case 'time':
                case 'date':
                case 'datemonth':
                case 'eqdate': {
                    if (!raw.includes(',')) throw bad(search, '应为“开始,结束”');
                    const [from, to] = bounds(raw);
                    const seconds = [from, to].map(side => (side === '' ? '' : String(toSeconds(search, side)))) as [string, string];
                    conditions.push(...range(sql, seconds, params, 'bigint'));
                    break;
                }
                case 'eqtime':
                    conditions.push(`${sql} = ${params.add(toSeconds(search, raw))}::bigint`);
                    break;
                case 'number':
                case 'second': {
                    const [min, max] = bounds(raw);
                    conditions.push(...range(sql, [min === '' ? '' : toNumber(search, min), max === '' ? '' : toNumber(search, max)], params, 'numeric'));
                    break;
                }
                default:
                    // Text: substring, case-insensitive; strpos needs no LIKE escaping of % and _.
                    conditions.push(`strpos(lower(coalesce(${sql}::text, '')), lower(${params.add(raw)})) > 0`);
            }
        }
        if (search.type === 'cascade' && search.second_name) {
            const second = text(input[search.second_name]);
            if (second !== '') conditions.push(`${search.second_sql ?? columnSql(spec, search.second_name)}::text = ${params.add(second)}`);
        }
    }
    return conditions;
};
