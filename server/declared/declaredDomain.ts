import type { Domain } from '../domains/Domain';
import { crudEndpoints } from '../domains/shared/crudEndpoints';
import { secretColumns } from './declaredColumns';
import type { DeclaredTable } from './readTableDeclarations';
import { declaredResource } from './declaredResource';
import { declaredTableSpec } from './declaredTableSpec';

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
                      why: `declared in ${file} with perMerchant: false: one list every merchant reads and writes`,
                      ...(secret.length ? { secret } : {}),
                  },
        },
        tables: [declaredTableSpec(declaration)],
        endpoints: resource ? crudEndpoints(resource) : [],
    };
};
