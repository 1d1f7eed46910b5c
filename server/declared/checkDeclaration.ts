import { INPUTS_OF_WRITE_KIND, inputShows } from '../../protocol/writeForm';
import { readFields } from '../domains/shared/validate';
import { WRITE_KINDS_OF_TYPE } from './columnKinds';
import { cascadeMismatch } from './cascadeColumns';
import { SERVER_COLUMN_NAMES, writeOf, writeOptions, writtenColumns, type Declaration } from './declaredColumns';
import { declaredFieldRules } from './declaredFieldRules';
import { STORED_AS, TENANT_COLUMN, storageColumns } from './storageColumns';
import { renderMessage } from '../i18n/Message';

const WITH_OPTIONS = new Set(['select', 'checkbox', 'cascade']);
// Amounts, counts and durations add up; a sum of anything else means nothing.
const NUMBERS = new Set(['number', 'money', 'second']);

/** Each column's problems on its own: its type against its options, levels, decimals, sums and migration. */
const columnProblems = (declaration: Declaration): string[] => {
    const { columns } = declaration;
    const problems: string[] = [];
    // Each second level's name, with the first cascade column that claims it.
    const seconds = new Map<string, string>();
    for (const [name, column] of Object.entries(columns)) if (column.second && !seconds.has(column.second)) seconds.set(column.second, name);
    const storage = new Map(storageColumns(declaration).map(column => [column.name, column.sql]));
    for (const [name, column] of Object.entries(columns)) {
        const at = `columns.${name}`;
        const type = column.type ?? 'text';
        if (type === 'cascade') {
            if (column.second && column.first)
                problems.push(`${at}.first: a cascade column stores its second level under second, or is the second level of first, not both`);
            else if (!column.second && !column.first)
                problems.push(`${at}.second: a cascade column names the column of its second level ("second": "${name}_2")`);
            else if (
                column.second &&
                (column.second in columns ||
                    SERVER_COLUMN_NAMES.has(column.second) ||
                    column.second === TENANT_COLUMN.name ||
                    seconds.get(column.second) !== name)
            )
                problems.push(`${at}.second: "${column.second}" is already a column; choose another name`);
            if (column.options && !column.options.some(option => option.children?.length))
                problems.push(`${at}.options: a cascade column's options need their second level (children)`);
        } else {
            if (column.second) problems.push(`${at}.second: only cascade columns take second`);
            if (column.first) problems.push(`${at}.first: only cascade columns take first`);
            if (column.options?.some(option => option.children)) problems.push(`${at}.options: only cascade columns take children`);
        }
        if (WITH_OPTIONS.has(type) && !column.options) problems.push(`${at}.options: a ${type} column needs options`);
        if (!WITH_OPTIONS.has(type) && column.options) problems.push(`${at}.options: only select, checkbox and cascade columns take options`);
        if (type === 'money' && column.decimal !== undefined) problems.push(`${at}.decimal: a money column shows two decimals; remove decimal`);
        else if (type !== 'number' && column.decimal !== undefined) problems.push(`${at}.decimal: only number columns take decimal`);
        if (!NUMBERS.has(type) && column.sum) problems.push(`${at}.sum: only number columns can be summed (number, money, second)`);
        if (column.migrate && type === 'cascade') problems.push(`${at}.migrate: a cascade column's two levels cannot migrate`);
        const stored = storage.get(name);
        if (column.migrate && stored && column.migrate.from === STORED_AS[stored])
            problems.push(`${at}.migrate.from: the column is declared ${column.migrate.from} already; remove migrate or name the type it is stored as`);
        if (column.list === false && (column.sort || column.sum)) problems.push(`${at}.list: a column the list does not show is neither sorted nor summed`);
        if (column.list === false && !writeOf(column) && !column.secret && !column.search)
            problems.push(`${at}.list: a column the list does not show is written, searched or secret`);
        if (column.import !== undefined && !writeOf(column)) problems.push(`${at}.import: only a written column is imported`);
    }
    return problems;
};

/** Each written column's rule against its column: the kind its type is written as, its options, limits and input. */
const writeProblems = (declaration: Declaration): string[] => {
    const problems: string[] = [];
    for (const { name, column, write, kind } of writtenColumns(declaration)) {
        const at = `columns.${name}.write`;
        const type = column.type ?? 'text';
        if (SERVER_COLUMN_NAMES.has(name)) {
            problems.push(`${at}: "${name}" is set by the server, not written`);
            continue;
        }
        if (column.sql) problems.push(`${at}: a column read through sql is not written`);
        const kinds: readonly string[] = WRITE_KINDS_OF_TYPE[type];
        const twoLevels = type === 'cascade' && !!column.second;
        if (twoLevels && kind !== 'enum') problems.push(`${at}.kind: a cascade column's field is an enum of its options ("kind": "enum")`);
        else if (!kinds.includes(kind)) problems.push(`${at}.kind: a ${type} column is written as ${kinds.join(', ')}, not ${kind}`);
        else if (kind === 'cents' && type === 'number' && column.decimal !== 2)
            problems.push(`${at}.kind: an amount in cents is shown with two decimals; make the column "type": "money"`);
        if ((kind === 'enum' || kind === 'multi') && writeOptions(column, write).length === 0)
            problems.push(`${at}.options: a ${kind} field needs options (here or on its column)`);
        if (kind !== 'enum' && kind !== 'multi' && write.options) problems.push(`${at}.options: only enum and multi fields take options`);
        if (twoLevels && write.options) problems.push(`${at}.options: a cascade field takes its column's options`);
        else if (write.options && column.options) {
            const known = new Set(column.options.map(option => String(option.value)));
            const unknown = write.options.filter(value => !known.has(String(value)));
            if (unknown.length) problems.push(`${at}.options: ${unknown.join(', ')} not among the column's options`);
        }
        if (kind !== 'text' && write.maxLength !== undefined) problems.push(`${at}.maxLength: only text fields take maxLength`);
        if (kind !== 'int' && kind !== 'cents' && (write.min !== undefined || write.max !== undefined))
            problems.push(`${at}: only int and cents fields take min and max`);
        if (write.min !== undefined && write.max !== undefined && write.min > write.max) problems.push(`${at}.min: is greater than max`);
        if (write.input && !inputShows(kind, write.input))
            problems.push(`${at}.input: a ${kind} field is shown as ${INPUTS_OF_WRITE_KIND[kind].join(', ')}, not ${write.input}`);
        else if (write.input === 'routeTree' || write.input === 'apiTree')
            problems.push(`${at}.input: ${write.input} is the role form's permission picker; choose another input`);
        else if (write.input === 'cascade' && type !== 'cascade') problems.push(`${at}.input: only the field of a cascade column is shown as cascade`);
        else if (twoLevels && write.input && write.input !== 'cascade') problems.push(`${at}.input: a cascade column's field is shown as cascade`);
    }
    return problems;
};

/** An order (`searchOrder`, `writeOrder`) names every column it orders once, and only those. */
const orderProblems = (declaration: Declaration, key: 'searchOrder' | 'writeOrder', ordered: Set<string>, what: string, give: string): string[] => {
    const order = declaration[key];
    if (!order) return [];
    const problems = order.flatMap((name, i) => {
        if (!(name in declaration.columns)) return [`${key}[${i}]: "${name}" is not a column`];
        if (!ordered.has(name)) return [`${key}[${i}]: "${name}" is not ${what} (give the column "${give}")`];
        return order.indexOf(name) !== i ? [`${key}[${i}]: "${name}" is named twice`] : [];
    });
    const missing = [...ordered].filter(name => !order.includes(name));
    if (missing.length) problems.push(`${key}: leaves out ${missing.join(', ')}; name every ${what} column`);
    return problems;
};

const searchProblems = (declaration: Declaration): string[] => [
    ...orderProblems(
        declaration,
        'searchOrder',
        new Set(Object.entries(declaration.columns).flatMap(([name, column]) => (column.search ? [name] : []))),
        'searched',
        'search'
    ),
    ...orderProblems(declaration, 'writeOrder', new Set(writtenColumns(declaration).map(({ name }) => name)), 'written', 'write'),
];

/** The table's own settings against its columns: merchant, seed, sort, calls, import. */
const tableProblems = (declaration: Declaration): string[] => {
    const { columns, api, defaultSort } = declaration;
    const problems: string[] = [];
    const isColumn = (name: string) => name in columns || SERVER_COLUMN_NAMES.has(name);
    if (declaration.perMerchant && TENANT_COLUMN.name in columns)
        problems.push(`columns.${TENANT_COLUMN.name}: holds the owning merchant of a perMerchant table; choose another name`);
    if (declaration.perMerchant && declaration.seed.length)
        problems.push(
            'seed: a perMerchant table starts empty (a seed row would belong to no merchant); remove seed, or say "perMerchant": false for one list every merchant shares'
        );
    if (!isColumn(defaultSort.column)) problems.push(`defaultSort.column: "${defaultSort.column}" is not a column`);
    const written = writtenColumns(declaration).length > 0;
    if ((api.create || api.update) && !written) problems.push('api: a table with api.create or api.update writes at least one column ("write" on a column)');
    if (declaration.import && !written) problems.push('import: importing needs written columns (the columns it reads)');
    if ((api.info || api.create || api.update || api.remove) && !declaration.label)
        problems.push('label: a table with record calls names one record (its label: 品牌), for their messages and the operator log');
    if (declaration.recordRows && !declaration.from) problems.push('recordRows: only a list reading its own from says its rows are the table’s records');
    const paths = Object.entries(api);
    paths.forEach(([key, path], i) => {
        const first = paths.findIndex(([, other]) => other === path);
        if (first !== i) problems.push(`api.${key}: "${path}" is also api.${paths[first][0]}`);
    });
    return problems;
};

/** Seed rows pass the same checks as a create call, so a demo row can never be one the console could not save. */
const seedProblems = (declaration: Declaration): string[] => {
    const rules = declaredFieldRules(declaration);
    return declaration.seed.flatMap((row, i) => {
        const problems: string[] = [];
        const unknown = Object.keys(row).filter(name => !rules.some(rule => rule.name === name));
        if (unknown.length) problems.push(`seed[${i}]: ${unknown.join(', ')} not among the written columns`);
        try {
            const mismatch = cascadeMismatch(declaration, readFields(row, rules), undefined);
            if (mismatch) problems.push(`seed[${i}]: ${renderMessage(mismatch, 'zh-cn')}`);
        } catch (error) {
            problems.push(`seed[${i}]: ${(error as Error).message}`);
        }
        return problems;
    });
};

/**
 * What the schema cannot say: the parts of one declaration that refer to each other, and the
 * contradictions between what a column shows and how it is written (an amount written as text, a
 * select without options, a filter order naming a column that is not there). Answers one message
 * per problem, each starting with the path of the value at fault.
 */
export const checkDeclaration = (declaration: Declaration): string[] => {
    const problems = [...columnProblems(declaration), ...writeProblems(declaration), ...searchProblems(declaration), ...tableProblems(declaration)];
    return problems.length ? problems : seedProblems(declaration);
};
