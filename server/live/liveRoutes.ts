import type { Endpoint } from '../core/Endpoint';
import type { RouteRegistry } from '../http/RouteRegistry';
import { keyRelation } from '../tables/keyRelation';
import type { TableSpec } from '../tables/TableSpec';
import type { WatchedTable } from './liveSchema';

/** The tables whose writes change who may see what (accounts, roles, installed addons): the streams of their merchant are authorised again. */
export const ACCESS_TABLES = ['users', 'roles', 'addon_installs'] as const;

/** A list a write to a table reaches: its api, and whether the event's keys are the list's own (`pk`). */
export interface ListTarget {
    api: string;
    spec: TableSpec;
    withIds: boolean;
}

/** Where a write to each followed table goes: the lists whose rows it is, and the figure calls it may move. */
export interface LiveRoutes {
    lists(table: string): readonly ListTarget[];
    figures(table: string): readonly Endpoint[];
    /** The list api a call path is, if it is one (an import is a POST to its list). */
    isList(path: string): boolean;
    /** The database has the addon catalogue and install state (a server of fewer domains may not). */
    addons: boolean;
}

/**
 * The tables the stream follows, from the route registry alone (declared tables included): each
 * list's own table (`keyRelation`), the tables of every figure call, and the access tables.
 */
export const followedTables = (registry: RouteRegistry): string[] => {
    const lists = registry.tables().flatMap(spec => keyRelation(spec.from) ?? []);
    const figures = registry.endpoints().flatMap(endpoint => endpoint.figures?.tables ?? []);
    return [...new Set([...lists, ...figures, ...ACCESS_TABLES])].sort();
};

/** The routes over the tables the database follows (`installLive`'s answer). */
export const liveRoutes = (registry: RouteRegistry, watched: readonly WatchedTable[]): LiveRoutes => {
    const byTable = new Map(watched.map(table => [table.table, table]));
    const lists = new Map<string, ListTarget[]>();
    for (const spec of registry.tables()) {
        const table = keyRelation(spec.from);
        const found = table && byTable.get(table);
        if (!found) continue;
        const target = { api: spec.api, spec, withIds: found.pk === spec.pk };
        lists.set(found.table, [...(lists.get(found.table) ?? []), target]);
    }
    const figures = new Map<string, Endpoint[]>();
    for (const endpoint of registry.endpoints()) {
        for (const table of endpoint.figures?.tables ?? []) figures.set(table, [...(figures.get(table) ?? []), endpoint]);
    }
    return {
        lists: table => lists.get(table) ?? [],
        figures: table => figures.get(table) ?? [],
        isList: path => registry.table(path) !== undefined,
        addons: byTable.has('addon_installs'),
    };
};
