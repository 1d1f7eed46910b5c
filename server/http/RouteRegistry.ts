import type { Domain } from '../domains/Domain';
import type { TableSpec } from '../tables/TableSpec';
import type { Endpoint } from '../core/Endpoint';

/** Every endpoint and generic table of the loaded domains, looked up by exact path. */
export interface RouteRegistry {
    endpoint(method: string, path: string): Endpoint | undefined;
    table(api: string): TableSpec | undefined;
    tables(): TableSpec[];
    /** Every endpoint once, in declaration order (an `ANY` endpoint is one entry). */
    endpoints(): Endpoint[];
}

export const createRouteRegistry = (domains: Domain[]): RouteRegistry => {
    const endpoints = new Map<string, Endpoint>();
    const declared: Endpoint[] = [];
    const tables = new Map<string, TableSpec>();
    for (const domain of domains) {
        for (const endpoint of domain.endpoints) {
            declared.push(endpoint);
            const methods = endpoint.method === 'ANY' ? ['GET', 'POST'] : [endpoint.method];
            for (const method of methods) {
                const key = `${method} ${endpoint.path}`;
                if (endpoints.has(key)) throw new Error(`Endpoint ${key} is declared twice (domain ${domain.name})`);
                endpoints.set(key, endpoint);
            }
        }
        for (const table of domain.tables) {
            if (tables.has(table.api)) throw new Error(`Table ${table.api} is declared twice (domain ${domain.name})`);
            tables.set(table.api, table);
        }
    }
    return {
        endpoint: (method, path) => endpoints.get(`${method} ${path}`),
        table: api => tables.get(api),
        tables: () => Array.from(tables.values()),
        endpoints: () => [...declared],
    };
};
