import { PG_FILE_STORE_TABLES } from '../../../export/pgFileStore';
import type { MerchantTable } from '../merchantTables';

/**
 * The merchant tables an archive carries as rows: all of them but the database file store's own,
 * whose files travel as files (`files/<key>`) whichever store either deployment keeps them in.
 */
export const archivedTables = (tables: readonly MerchantTable[]): MerchantTable[] => tables.filter(table => !PG_FILE_STORE_TABLES.includes(table.name));
