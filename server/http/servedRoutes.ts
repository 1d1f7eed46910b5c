import type { Domain } from '../domains/Domain';
import { withRecordHistory } from '../history/withRecordHistory';
import { createRouteRegistry, type RouteRegistry } from './RouteRegistry';

/** The routes a running server serves: its domains, and the designed tables of the moment. */
export interface ServedRoutes extends RouteRegistry {
    /** Serves these designed tables from now on (in place of the ones before), with their record history calls. */
    serve(designed: readonly Domain[]): void;
    /** The routes of the domains alone, without any designed table. */
    readonly base: RouteRegistry;
}

/**
 * A route registry that takes designed tables at run time (server/designer): each change builds
 * the whole registry again (a clash throws, and the routes before stay served) and swaps it in
 * one assignment, so a call finds either the routes before or the routes after.
 */
export const createServedRoutes = (domains: readonly Domain[], designed: readonly Domain[] = []): ServedRoutes => {
    const base = createRouteRegistry(withRecordHistory(domains));
    let current = createRouteRegistry(withRecordHistory([...domains, ...designed]));
    return {
        base,
        serve: next => {
            current = createRouteRegistry(withRecordHistory([...domains, ...next]));
        },
        endpoint: (method, path) => current.endpoint(method, path),
        table: api => current.table(api),
        tables: () => current.tables(),
        endpoints: () => current.endpoints(),
    };
};
