import type { CallContext } from '../core/CallContext';
import { nowSeconds } from '../core/nowSeconds';
import { MERCHANT_ROWS } from '../core/TableOwner';
import type { ColumnSpec, SearchSpec, TableSpec } from '../tables/TableSpec';
import { cascadeCellSql, cascadeColumns, type CascadeColumn } from './cascadeColumns';
import { columnWidth } from './columnWidth';
import { listedColumns, protocolType, searchedColumns, writtenColumns, type Column, type Declaration } from './declaredColumns';
import { scopeParts } from './declaredScope';
import { declaredOptions, declaredText, type TextsOf } from './declaredText';
import { declaredWriteForm } from './declaredWriteForm';
import { TENANT_COLUMN } from './storageColumns';
import type { DeclaredText } from './tableDeclarationSchema';

/** Where a declaration comes from: a file's words are its own and the server makes its table; the server's own are catalogue keys over migrated tables. */
export interface DeclarationSource {
    fromFile: boolean;
    text: TextsOf;
}

export const FILE_SOURCE: DeclarationSource = { fromFile: true, text: declaredText };

/** Keeps only the keys with a value, so a derived spec says no more than a hand-written one would. */
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** A perMerchant table's rows are each merchant's own (its list, counts and indexes lead with it); others are shared, with the reason. */
export const listOwner = (declaration: Declaration): TableSpec['owner'] =>
    declaration.perMerchant ? MERCHANT_ROWS : { shared: declaration.why ?? 'declared with perMerchant: false' };

/** Import reads the written columns (those not left out), with their rules' checks. */
const importRule = (declaration: Declaration, name: string): ColumnSpec['import'] => {
    const written = writtenColumns(declaration).find(candidate => candidate.name === name);
    if (!declaration.import || !written || written.column.import === false) return undefined;
    const { write, kind, column } = written;
    return defined({
        required: write.required || undefined,
        phone: kind === 'phone' || undefined,
        maxLength: write.maxLength,
        second: column.second,
    });
};

/** A cascade's filter: the first level's options, the second's per first value, each compared with its own stored column. */
const cascadeSearch = ({ name, second, column }: CascadeColumn, title: DeclaredText, text: TextsOf): SearchSpec => {
    const firsts = column.options ?? [];
    return {
        name,
        title: text(title),
        type: 'cascade',
        options: firsts.map(({ value, label }) => ({ value, label: text(label) })),
        cascades: Object.fromEntries(firsts.map(option => [String(option.value), declaredOptions(option.children, text) ?? []])),
        second_name: second,
        sql: name,
        second_sql: second,
    };
};

/** A filter over a column that holds the second level of a tree, the first stored under `first`: the first level picks, the second narrows. */
const firstLevelSearch = (first: string, name: string, column: Column, title: DeclaredText, text: TextsOf): SearchSpec => {
    const firsts = column.options ?? [];
    return {
        name: first,
        title: text(title),
        type: 'cascade',
        options: firsts.map(({ value, label }) => ({ value, label: text(label) })),
        cascades: Object.fromEntries(firsts.map(option => [String(option.value), declaredOptions(option.children, text) ?? []])),
        second_name: name,
    };
};

const searchOf = (declaration: Declaration, [name, column]: [string, Column], text: TextsOf): SearchSpec => {
    const own = typeof column.search === 'object' ? column.search : {};
    const title = own.title ?? column.title;
    const cascade = cascadeColumns(declaration).find(candidate => candidate.name === name);
    if (cascade) return cascadeSearch(cascade, title, text);
    if (column.first) return firstLevelSearch(column.first, name, column, title, text);
    const type = own.type ?? protocolType(column);
    return defined({
        name,
        title: text(title),
        type,
        options: declaredOptions(own.options ?? column.options, text),
        // A checkbox column holds several values (comma text): its filter finds rows holding any of those picked.
        multi: column.type === 'checkbox' && type === 'checkbox' ? true : undefined,
        sql: column.sql,
    });
};

const columnSpec = (declaration: Declaration, name: string, column: Column, source: DeclarationSource): ColumnSpec => {
    const money = column.type === 'money';
    const cascade = cascadeColumns(declaration).find(candidate => candidate.name === name);
    const type = protocolType(column);
    return defined({
        title: source.text(column.title),
        type,
        sort: column.sort,
        decimal: money ? 2 : column.decimal,
        options: declaredOptions(column.options, source.text),
        item_width: column.item_width ?? (source.fromFile ? columnWidth({ title: column.title, type, sort: column.sort }) : undefined),
        item_align: column.item_align ?? (money ? 'right' : undefined),
        sum: money ? (column.sum ?? true) : column.sum,
        showTableRow: column.showTableRow,
        sql: column.sql ?? (cascade ? cascadeCellSql(cascade) : undefined),
        import: importRule(declaration, name),
    });
};

const writeTimes = () => {
    const time = nowSeconds();
    return { create_time: time, update_time: time };
};

/**
 * A declaration's list (docs/protocol.md §9): its columns and filters as the columns say them,
 * its rows the table's (or its `from`'s) within the scope, owned by the merchant or shared, its
 * export, import and sums. A file's list also carries its write form, and takes a width for each
 * column that gives none.
 */
export const declaredTableSpec = (declaration: Declaration, source: DeclarationSource = FILE_SOURCE): TableSpec => {
    const records = declaration.from ? { conditions: [], fixed: [] } : scopeParts(declaration.scope);
    const narrowed = scopeParts(declaration.listScope);
    const conditions = [...records.conditions, ...narrowed.conditions];
    const fixed = [...records.fixed, ...narrowed.fixed].map(([column]) => column);
    const columns = Object.fromEntries(listedColumns(declaration).map(([name, column]) => [name, columnSpec(declaration, name, column, source)]));
    const written = writtenColumns(declaration).length > 0;
    const summed = Object.values(columns).some(column => column.sum);
    return defined({
        api: declaration.api.list,
        industries: declaration.industry,
        account: declaration.account,
        from: declaration.from ?? declaration.table,
        scope: conditions.length ? () => ({ sql: conditions.join(' AND '), params: [] }) : undefined,
        fixedColumns: fixed.length ? fixed : undefined,
        pageAnchors: declaration.pageAnchors,
        owner: listOwner(declaration),
        pk: declaration.pk ?? 'id',
        columns,
        top_search: searchedColumns(declaration).map(entry => searchOf(declaration, entry, source.text)),
        defaultSort: declaration.defaultSort,
        limit: declaration.limit,
        form: source.fromFile && written ? declaredWriteForm(declaration, source.text) : undefined,
        recordTable: declaration.recordRows ? declaration.table : undefined,
        show_sum: summed || undefined,
        show_excel: declaration.export !== false || undefined,
        show_excel_async: declaration.export === true || undefined,
        show_excel_import: declaration.import || undefined,
        importInto: declaration.import ? declaration.table : undefined,
        // A file's table has no column defaults but zeros: an imported row gets its times and merchant here.
        importDefaults:
            declaration.import && source.fromFile
                ? (ctx: CallContext) => ({ ...writeTimes(), ...(declaration.perMerchant ? { [TENANT_COLUMN.name]: ctx.user?.suid ?? '' } : {}) })
                : undefined,
    });
};
