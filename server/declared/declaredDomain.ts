import type { Domain } from '../domains/Domain';
import type { Endpoint } from '../core/Endpoint';
import { crudEndpoints } from '../domains/shared/crudEndpoints';
import { secretColumns, type Declaration } from './declaredColumns';
import type { DeclaredTable } from './readTableDeclarations';
import { declaredResource } from './declaredResource';
import { declaredTableSpec } from './declaredTableSpec';

/**
 * A shared table is the platform's to write, as a platform table is (row-level security refuses
 * anyone else's write, db/rowSecurity): its create, edit and delete calls are the platform
 * accounts' (`account: 'union'`, so the console offers them to nobody else), its reads every
 * merchant's of the industry.
 */
const writtenByPlatform = (declaration: Declaration, endpoints: Endpoint[]): Endpoint[] => {
    if (declaration.perMerchant) return endpoints;
    const writes = new Set([declaration.api.create, declaration.api.update, declaration.api.remove]);
    return endpoints.map(endpoint => (writes.has(endpoint.path) ? { ...endpoint, account: 'union' } : endpoint));
};

/**
 * A declared table as a domain: the generic table and the CRUD calls the hand-written domains
 * use, so the dispatcher authorises them (industry, `api_arr`) like every other call. Its
 * schema is not a migration: `applyDeclarations` brings it up to date at every start.
 */
export const declaredDomain = ({ file, declaration }: DeclaredTable): Domain => {
    const resource = declaredResource(declaration);
    const secret = secretColumns(declaration);
    return {
        name: `declared ${file}`,
        migrations: [],
        owners: {
            [declaration.table]: declaration.perMerchant
                ? { owner: 'merchant', why: `declared in ${file} with perMerchant: true`, ...(secret.length ? { secret } : {}) }
                : {
                      owner: 'shared',
                      why: `declared in ${file} with perMerchant: false: one list every merchant reads and only the platform writes`,
                      ...(secret.length ? { secret } : {}),
                  },
        },
        tables: [declaredTableSpec(declaration)],
        endpoints: resource ? writtenByPlatform(declaration, crudEndpoints(resource)) : [],
    };
};
