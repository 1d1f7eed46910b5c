import type { CrudResource } from '../core/CrudResource';
import type { Domain } from '../domains/Domain';
import type { TableSpec } from '../tables/TableSpec';

/** What the record history calls read of the composed server: its lists, and the resources writing each table. */
export interface RecordCatalog {
    /** The list of a list api. */
    list(api: string): TableSpec | undefined;
    /** The table whose records a list shows, when they keep versions and history. */
    recordTableOf(spec: TableSpec): string | undefined;
    /** The resources whose calls write a table's records (one table may hold several: dealers and stores). */
    resourcesOf(table: string): CrudResource[];
}

const BARE_TABLE = /^[a-z_][a-z0-9_]*$/;

/**
 * The tables whose records keep versions and history: every table a record call reads or writes
 * by id (`Endpoint.record`: getOne, update, delete, row actions), built-in or declared.
 */
export const recordTables = (domains: readonly Pick<Domain, 'endpoints'>[]): string[] => [
    ...new Set(domains.flatMap(domain => domain.endpoints.flatMap(endpoint => (endpoint.record ? [endpoint.record.table] : [])))),
];

/** The record table a list's rows are, by its `recordTable` or its `from` when that names a table; undefined for other lists. */
const listedTable = (spec: TableSpec, versioned: ReadonlySet<string>): string | undefined => {
    const table = spec.recordTable ?? (BARE_TABLE.test(spec.from.trim()) ? spec.from.trim() : undefined);
    return table && versioned.has(table) ? table : undefined;
};

export const recordCatalog = (domains: readonly Domain[]): RecordCatalog => {
    const versioned = new Set(recordTables(domains));
    const lists = new Map(domains.flatMap(domain => domain.tables.map(spec => [spec.api, spec] as const)));
    const resources = new Map<string, CrudResource[]>();
    for (const endpoint of domains.flatMap(domain => domain.endpoints)) {
        const resource = endpoint.record?.resource;
        if (!resource) continue;
        const known = resources.get(resource.table) ?? [];
        if (!known.includes(resource)) resources.set(resource.table, [...known, resource]);
    }
    return {
        list: api => lists.get(api),
        recordTableOf: spec => listedTable(spec, versioned),
        resourcesOf: table => resources.get(table) ?? [],
    };
};

/** The domains' lists of versioned records marked so (`TableSpec.versioned`): their rows carry `_version`, their definitions say it. */
export const markVersionedLists = (domains: readonly Domain[]): Domain[] => {
    const versioned = new Set(recordTables(domains));
    return domains.map(domain => ({
        ...domain,
        tables: domain.tables.map(spec => (listedTable(spec, versioned) ? { ...spec, versioned: true } : spec)),
    }));
};
