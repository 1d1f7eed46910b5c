import { isDeepStrictEqual } from 'node:util';
import { writeKindOf } from './columnKinds';
import { SERVER_COLUMN_NAMES } from './declaredColumns';
import type { TwoPartDeclaration } from './twoPartDeclarationSchema';

type Json = Record<string, unknown>;

/**
 * What only the two-part form can get wrong, since it names each column again in its `fields`
 * and `search` lists: a field or filter of no column, a field twice, a field of what the server
 * sets or of a cascade's second level. (Everything else is checked once it is upgraded.)
 */
export const twoPartProblems = (declaration: TwoPartDeclaration): string[] => {
    const { columns, fields, search } = declaration;
    const problems: string[] = [];
    const seconds = new Map<string, string>();
    for (const [name, column] of Object.entries(columns)) if (column.second && !seconds.has(column.second)) seconds.set(column.second, name);
    fields.forEach((field, i) => {
        const at = `fields[${i}] (${field.name})`;
        if (fields.findIndex(other => other.name === field.name) !== i) problems.push(`${at}.name: "${field.name}" is declared twice`);
        else if (SERVER_COLUMN_NAMES.has(field.name)) problems.push(`${at}.name: "${field.name}" is set by the server, not written`);
        else if (seconds.has(field.name))
            problems.push(
                `${at}.name: "${field.name}" is the second level of ${seconds.get(field.name)}, written with it; declare the field of ${seconds.get(field.name)}`
            );
        else if (!(field.name in columns)) problems.push(`${at}.name: "${field.name}" is not a column; declare it under columns`);
    });
    search.forEach((item, i) => {
        if (!(item.name in columns) && !SERVER_COLUMN_NAMES.has(item.name)) problems.push(`search[${i}].name: "${item.name}" is not a column`);
        else if (search.findIndex(other => other.name === item.name) !== i) problems.push(`search[${i}].name: "${item.name}" is searched twice`);
    });
    return problems;
};

/** Where a problem of the upgraded declaration stands in the two-part file: `columns.x.write` is `fields[2] (x)`. */
export type PathMap = ReadonlyArray<readonly [upgraded: string, twoPart: string]>;

/** A problem's path put back the way the two-part file says it. */
export const inTwoPartTerms = (problem: string, paths: PathMap): string => {
    for (const [upgraded, twoPart] of paths) {
        if (problem.startsWith(`${upgraded}.`) || problem.startsWith(`${upgraded}:`)) return twoPart + problem.slice(upgraded.length);
    }
    return problem;
};

/** A column's filter: `true`, or what the two-part filter said differently from its column. */
const searchOf = (column: Json, item: Json): unknown => {
    const own = Object.fromEntries(
        (['title', 'type', 'options'] as const)
            .filter(key => item[key] !== undefined && !isDeepStrictEqual(item[key], column[key]))
            .map(key => [key, item[key]])
    );
    return Object.keys(own).length ? own : true;
};

/**
 * A money column, said with the shorthand: an amount the list shows with two decimals and the
 * calls write in cents. What the shorthand means by default (summed, right-aligned) is said when
 * the two-part column did otherwise, so the upgraded table shows exactly what it showed.
 */
const asMoney = ({ type: _type, decimal: _decimal, sum, item_align, ...column }: Json): Json => ({
    ...column,
    type: 'money',
    ...(sum ? {} : { sum: false }),
    ...(item_align === 'right' ? {} : { item_align: item_align ?? 'left' }),
});

/** A field as its column's write rule: what the column already says (title, the type's kind) is not said again; `true` when nothing else is. */
const writeOf = (column: Json, { name: _name, title, kind, ...rule }: Json, money: boolean): Json | true => {
    const type = money ? 'money' : (column.type as Parameters<typeof writeKindOf>[0]);
    const given = (kind as Parameters<typeof writeKindOf>[1]) ?? 'text';
    const write = {
        ...(isDeepStrictEqual(title, column.title) ? {} : { title }),
        ...(writeKindOf(type, undefined) === given ? {} : { kind: given }),
        ...rule,
    };
    return Object.keys(write).length ? write : true;
};

/**
 * A two-part declaration (its file's JSON, checked against the two-part schema) in the
 * one-column form: each field becomes its column's `write`, each filter its column's `search`
 * (with `searchOrder` when the filters do not follow the columns), an amount column `money`. The
 * keys keep the file's order; what both forms default is left unsaid. Answers it with the paths
 * that moved, so a problem of the upgraded form can be told in the file's own terms.
 */
export const upgradeDeclaration = (raw: Json): { declaration: Json; paths: PathMap } => {
    const fields = (raw.fields ?? []) as Json[];
    const search = (raw.search ?? []) as Json[];
    const paths: Array<readonly [string, string]> = [];
    fields.forEach((field, i) => paths.push([`columns.${String(field.name)}.write`, `fields[${i}] (${String(field.name)})`]));
    search.forEach((item, i) => paths.push([`columns.${String(item.name)}.search`, `search[${i}]`]));
    const columns: Record<string, Json> = Object.fromEntries(
        Object.entries(raw.columns as Record<string, Json>).map(([name, column]) => {
            const field = fields.find(candidate => candidate.name === name);
            const item = search.find(candidate => candidate.name === name);
            const money = column.type === 'number' && column.decimal === 2 && field?.kind === 'cents';
            return [
                name,
                {
                    ...(money ? asMoney(column) : column),
                    ...(item ? { search: searchOf(column, item) } : {}),
                    ...(field ? { write: writeOf(column, field, money) } : {}),
                },
            ];
        })
    );
    // A filter on a server column the file does not list (create_time) is a column of its own, not shown.
    for (const item of search) {
        const name = String(item.name);
        if (name in columns || !SERVER_COLUMN_NAMES.has(name)) continue;
        const { name: _name, title, ...filter } = item;
        columns[name] = { title: title ?? name, ...filter, list: false, search: true };
    }
    // The filters and the form keep their order where it is not the columns'.
    const ordered = (list: Json[]) => {
        const names = list.map(item => String(item.name)).filter(name => name in columns);
        return isDeepStrictEqual(
            Object.keys(columns).filter(name => names.includes(name)),
            names
        )
            ? undefined
            : names;
    };
    const orders = { searchOrder: ordered(search), writeOrder: ordered(fields) };
    const declaration: Json = {};
    for (const [key, value] of Object.entries(raw)) {
        if (key === 'fields' || key === 'search') continue;
        declaration[key] = key === 'columns' ? columns : value;
        if (key === 'columns') for (const [name, order] of Object.entries(orders)) if (order) declaration[name] = order;
    }
    return { declaration, paths };
};
