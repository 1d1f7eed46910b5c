import { prepareDatabase } from '../../../server/app';
import type { ServerConfig } from '../../../server/core/config';
import type { Database } from '../../../server/core/Db';
import { declaredDomain } from '../../../server/declared/declaredDomain';
import { readTableDeclarations } from '../../../server/declared/readTableDeclarations';
import { domains } from '../../../server/domains';

/**
 * A contract run's seeded template, as a first start of the reference server leaves its
 * database: migrated, its declarations applied, versions, revisions, row-level security and
 * the live stream's triggers in place, seeded. A test server's start on a copy then only reads
 * the catalogue, as a deployment's every start after its first.
 */
export const prepareTemplate = async (db: Database, config: ServerConfig): Promise<void> => {
    const declared = await readTableDeclarations(config.tablesDir, { optional: config.tablesDirIsDefault });
    await prepareDatabase(db, config, [...domains, ...declared.map(declaredDomain)], declared);
};
