import { nowSeconds } from '../core/nowSeconds';
import type { CallContext } from '../core/CallContext';
import type { Domain } from '../domains/Domain';
import type { Endpoint } from '../core/Endpoint';
import { crudEndpoints, type CrudResource } from '../domains/shared/crudEndpoints';
import type { ColumnSpec, SearchSpec, TableSpec } from '../tables/TableSpec';
import type { DeclaredTable } from './readTableDeclarations';
import { declaredFieldRules } from './declaredFieldRules';
import { declaredWriteForm } from './declaredWriteForm';
import { TENANT_COLUMN } from './storageColumns';
import { columnWidth } from './columnWidth';
import { cascadeCellSql, cascadeColumns, cascadeMismatch, type CascadeColumn } from './cascadeColumns';
import { ProtocolError } from '../core/ProtocolError';
import type { DeclaredText, TableDeclaration } from './tableDeclarationSchema';
import { declaredOptions, declaredText } from './declaredText';

const writeTimes = () => {
    const time = nowSeconds();
    return { create_time: time, update_time: time };
};

/** Import reads the write fields' columns, with the field's own checks. */
const importRule = (declaration: TableDeclaration, name: string): ColumnSpec['import'] => {
    const field = declaration.fields.find(f => f.name === name);
    if (!declaration.import || !field) return undefined;
    const second = declaration.columns[name]?.second;
    return { required: field.required, phone: field.kind === 'phone', maxLength: field.maxLength, ...(second ? { second } : {}) };
};

const ownMerchant = (ctx: CallContext) => ({ [TENANT_COLUMN.name]: ctx.user?.suid ?? '' });

/** A perMerchant table's rows are each merchant's own (its list, counts and indexes lead with it); others are shared on purpose. */
const ownerOf = (declaration: TableDeclaration): TableSpec['owner'] =>
    declaration.perMerchant ? { merchant: TENANT_COLUMN.name } : { shared: 'declared with perMerchant: false' };

/**
 * A shared table is the platform's to write, as a platform table is (row-level security refuses
 * anyone else's write, db/rowSecurity): its create, edit and delete calls are the platform
 * accounts' (`account: 'union'`, so the console offers them to nobody else), its reads every
 * merchant's of the industry.
 */
const writtenByPlatform = (declaration: TableDeclaration, endpoints: Endpoint[]): Endpoint[] => {
    if (declaration.perMerchant) return endpoints;
    const writes = new Set([declaration.api.create, declaration.api.update, declaration.api.remove]);
    return endpoints.map(endpoint => (writes.has(endpoint.path) ? { ...endpoint, account: 'union' } : endpoint));
};

/** A cascade's filter: the first level's options, the second's per first value, each compared with its own stored column. */
const cascadeSearch = ({ name, second, column }: CascadeColumn, title: DeclaredText): SearchSpec => {
    const firsts = column.options ?? [];
    return {
        name,
        title: declaredText(title),
        type: 'cascade',
        options: firsts.map(({ value, label }) => ({ value, label: declaredText(label) })),
        cascades: Object.fromEntries(firsts.map(option => [String(option.value), declaredOptions(option.children) ?? []])),
        second_name: second,
        sql: name,
        second_sql: second,
    };
};

export const declaredTableSpec = (declaration: TableDeclaration): TableSpec => {
    const columns = Object.fromEntries(
        Object.entries(declaration.columns).map(([name, { second, migrate: _migrate, ...column }]): [string, ColumnSpec] => {
            const rule = importRule(declaration, name);
            const cell = second ? { sql: cascadeCellSql({ name, second, column }) } : {};
            const texts = { title: declaredText(column.title), options: declaredOptions(column.options) };
            const width = column.item_width ?? columnWidth(column);
            return [name, { ...column, ...texts, item_width: width, ...cell, ...(rule ? { import: rule } : {}) }];
        })
    );
    const cascades = new Map(cascadeColumns(declaration).map(cascade => [cascade.name, cascade]));
    const search = declaration.search.map(({ name, ...item }): SearchSpec => {
        const column = declaration.columns[name];
        const title = item.title ?? column?.title ?? name;
        const cascade = cascades.get(name);
        if (cascade) return cascadeSearch(cascade, title);
        return { name, title: declaredText(title), type: item.type ?? column?.type, options: declaredOptions(item.options ?? column?.options) };
    });
    return {
        api: declaration.api.list,
        industries: declaration.industry,
        from: declaration.table,
        owner: ownerOf(declaration),
        pk: 'id',
        columns,
        top_search: search,
        defaultSort: declaration.defaultSort,
        ...(declaration.fields.length ? { form: declaredWriteForm(declaration) } : {}),
        show_sum: Object.values(declaration.columns).some(column => column.sum),
        show_excel: declaration.export,
        show_excel_async: declaration.export,
        show_excel_import: declaration.import,
        ...(declaration.import
            ? {
                  importInto: declaration.table,
                  importDefaults: (ctx: CallContext) => ({ ...writeTimes(), ...(declaration.perMerchant ? ownMerchant(ctx) : {}) }),
              }
            : {}),
    };
};

export const declaredResource = (declaration: TableDeclaration): CrudResource => ({
    label: declaredText(declaration.label),
    table: declaration.table,
    industries: declaration.industry,
    fields: declaredFieldRules(declaration),
    info: declaration.api.info,
    create: declaration.api.create,
    update: declaration.api.update,
    remove: declaration.api.remove,
    owner: ownerOf(declaration),
    createDefaults: writeTimes,
    check: async (_tx, values, existing) => {
        const mismatch = cascadeMismatch(declaration, values, existing);
        if (mismatch) throw new ProtocolError(mismatch);
    },
    updateDefaults: () => ({ update_time: nowSeconds() }),
});

/**
 * A declared table as a domain: the generic table and the CRUD calls the hand-written domains
 * use, so the dispatcher authorises them (industry, `api_arr`) like every other call. Its
 * schema is not a migration: `applyDeclarations` brings it up to date at every start.
 */
export const declaredDomain = ({ file, declaration }: DeclaredTable): Domain => ({
    name: `declared ${file}`,
    migrations: [],
    owners: {
        [declaration.table]: declaration.perMerchant
            ? { owner: 'merchant', why: `declared in ${file} with perMerchant: true` }
            : { owner: 'shared', why: `declared in ${file} with perMerchant: false: one list every merchant reads and only the platform writes` },
    },
    tables: [declaredTableSpec(declaration)],
    endpoints: writtenByPlatform(declaration, crudEndpoints(declaredResource(declaration))),
});
