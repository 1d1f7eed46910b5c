import { INPUTS_OF_WRITE_KIND, inputShows } from '../../protocol/writeForm';
import { readFields } from '../domains/shared/validate';
import type { TableDeclaration } from './tableDeclarationSchema';
import { cascadeMismatch } from './cascadeColumns';
import { declaredFieldRules } from './declaredFieldRules';
import { SERVER_COLUMNS, STORED_AS, TENANT_COLUMN, fieldOptions, storageColumns } from './storageColumns';
import { renderMessage } from '../i18n/Message';

const OWN = new Set(SERVER_COLUMNS.map(c => c.name));
const WITH_OPTIONS = new Set(['select', 'checkbox', 'cascade']);

/**
 * What the schema cannot say: the parts of one declaration that refer to each other. Answers
 * one message per problem, each starting with the path of the value at fault.
 */
export const checkDeclaration = (declaration: TableDeclaration): string[] => {
    const problems: string[] = [];
    const { columns, fields, search, api, defaultSort } = declaration;
    const isColumn = (name: string) => name in columns || OWN.has(name);
    const storage = new Map(storageColumns(declaration).map(column => [column.name, column.sql]));

    if (declaration.perMerchant && TENANT_COLUMN.name in columns)
        problems.push(`columns.${TENANT_COLUMN.name}: holds the owning merchant of a perMerchant table; choose another name`);
    if (declaration.perMerchant && declaration.seed.length)
        problems.push(
            'seed: a perMerchant table starts empty (a seed row would belong to no merchant); remove seed, or say "perMerchant": false for one list every merchant shares'
        );
    // Each second level's name, with the first cascade column that claims it.
    const seconds = new Map<string, string>();
    for (const [name, column] of Object.entries(columns)) if (column.second && !seconds.has(column.second)) seconds.set(column.second, name);
    for (const [name, column] of Object.entries(columns)) {
        const type = column.type ?? 'text';
        if (type === 'cascade') {
            const at = `columns.${name}`;
            if (!column.second) problems.push(`${at}.second: a cascade column names the column of its second level ("second": "${name}_2")`);
            else if (column.second in columns || OWN.has(column.second) || column.second === TENANT_COLUMN.name || seconds.get(column.second) !== name)
                problems.push(`${at}.second: "${column.second}" is already a column; choose another name`);
            if (column.options && !column.options.some(option => option.children?.length))
                problems.push(`${at}.options: a cascade column's options need their second level (children)`);
        } else {
            if (column.second) problems.push(`columns.${name}.second: only cascade columns take second`);
            if (column.options?.some(option => option.children)) problems.push(`columns.${name}.options: only cascade columns take children`);
        }
        if (WITH_OPTIONS.has(type) && !column.options) problems.push(`columns.${name}.options: a ${type} column needs options`);
        if (!WITH_OPTIONS.has(type) && column.options) problems.push(`columns.${name}.options: only select, checkbox and cascade columns take options`);
        if (type !== 'number' && column.decimal !== undefined) problems.push(`columns.${name}.decimal: only number columns take decimal`);
        if (type !== 'number' && column.sum) problems.push(`columns.${name}.sum: only number columns can be summed`);
        if (column.migrate && type === 'cascade') problems.push(`columns.${name}.migrate: a cascade column's two levels cannot migrate`);
        const stored = storage.get(name);
        if (column.migrate && stored && column.migrate.from === STORED_AS[stored])
            problems.push(
                `columns.${name}.migrate.from: the column is declared ${column.migrate.from} already; remove migrate or name the type it is stored as`
            );
    }

    const seen = new Set<string>();
    fields.forEach((field, i) => {
        const at = `fields[${i}] (${field.name})`;
        const kind = field.kind ?? 'text';
        if (seen.has(field.name)) problems.push(`${at}.name: "${field.name}" is declared twice`);
        seen.add(field.name);
        if (OWN.has(field.name)) problems.push(`${at}.name: "${field.name}" is set by the server, not written`);
        else if (seconds.has(field.name))
            problems.push(
                `${at}.name: "${field.name}" is the second level of ${seconds.get(field.name)}, written with it; declare the field of ${seconds.get(field.name)}`
            );
        else if (!(field.name in columns)) problems.push(`${at}.name: "${field.name}" is not a column; declare it under columns`);
        if ((kind === 'enum' || kind === 'multi') && fieldOptions(declaration, field.name).length === 0)
            problems.push(`${at}.options: a ${kind} field needs options (here or on its column)`);
        if (kind !== 'enum' && kind !== 'multi' && field.options) problems.push(`${at}.options: only enum and multi fields take options`);
        if (kind !== 'text' && field.maxLength !== undefined) problems.push(`${at}.maxLength: only text fields take maxLength`);
        if (kind !== 'int' && kind !== 'cents' && (field.min !== undefined || field.max !== undefined))
            problems.push(`${at}: only int and cents fields take min and max`);
        if (field.min !== undefined && field.max !== undefined && field.min > field.max) problems.push(`${at}.min: is greater than max`);
        if (field.input && !inputShows(kind, field.input))
            problems.push(`${at}.input: a ${kind} field is shown as ${INPUTS_OF_WRITE_KIND[kind].join(', ')}, not ${field.input}`);
        else if (field.input === 'routeTree' || field.input === 'apiTree')
            problems.push(`${at}.input: ${field.input} is the role form's permission picker; choose another input`);
        else if (field.input === 'cascade' && columns[field.name]?.type !== 'cascade')
            problems.push(`${at}.input: only the field of a cascade column is shown as cascade`);
        if (columns[field.name]?.type === 'cascade') {
            if (field.input && field.input !== 'cascade') problems.push(`${at}.input: a cascade column's field is shown as cascade`);
            if (kind !== 'enum') problems.push(`${at}.kind: a cascade column's field is an enum of its options ("kind": "enum")`);
            if (field.options) problems.push(`${at}.options: a cascade field takes its column's options`);
        }
    });

    search.forEach((item, i) => {
        if (!isColumn(item.name)) problems.push(`search[${i}].name: "${item.name}" is not a column`);
    });
    if (!isColumn(defaultSort.column)) problems.push(`defaultSort.column: "${defaultSort.column}" is not a column`);

    if ((api.create || api.update) && fields.length === 0) problems.push('fields: a table with api.create or api.update needs write fields');
    if (declaration.import && fields.length === 0) problems.push('import: importing needs write fields (the columns it reads)');
    const paths = Object.entries(api);
    paths.forEach(([key, path], i) => {
        const first = paths.findIndex(([, other]) => other === path);
        if (first !== i) problems.push(`api.${key}: "${path}" is also api.${paths[first][0]}`);
    });
    if (problems.length) return problems;
    // Seed rows pass the same checks as a create call, so a demo row can never be one the console could not save.
    const rules = declaredFieldRules(declaration);
    declaration.seed.forEach((row, i) => {
        const unknown = Object.keys(row).filter(name => !rules.some(rule => rule.name === name));
        if (unknown.length) problems.push(`seed[${i}]: ${unknown.join(', ')} not among the write fields`);
        try {
            const mismatch = cascadeMismatch(declaration, readFields(row, rules), undefined);
            if (mismatch) problems.push(`seed[${i}]: ${renderMessage(mismatch, 'zh-cn')}`);
        } catch (error) {
            problems.push(`seed[${i}]: ${(error as Error).message}`);
        }
    });
    return problems;
};
