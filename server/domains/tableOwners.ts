import type { TableOwner } from '../core/TableOwner';
import { SERVER_TABLES } from '../db/serverTables';
import type { Domain } from './Domain';

/** Every table's owner: the domains' own tables and the server's bookkeeping (server/README.md, "Merchants"). */
export const tableOwners = (domains: ReadonlyArray<Pick<Domain, 'name' | 'owners'>>): Record<string, TableOwner> => {
    const owners: Record<string, TableOwner> = { ...SERVER_TABLES };
    for (const domain of domains) {
        for (const [table, owner] of Object.entries(domain.owners)) {
            if (owners[table]) throw new Error(`Table ${table} is given an owner twice (domain ${domain.name})`);
            owners[table] = owner;
        }
    }
    return owners;
};
