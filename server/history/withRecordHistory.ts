import type { HistoryTable } from '../db/recordHistory';
import type { Domain } from '../domains/Domain';
import { tableOwners } from '../domains/tableOwners';
import { markVersionedLists, recordCatalog, recordTables } from './recordCatalog';
import { recordHistoryCalls } from './recordHistoryCalls';

/**
 * The domains as the server serves them: the lists of versioned records marked so, and the
 * record history calls over them (docs/protocol.md §16).
 */
export const withRecordHistory = (domains: readonly Domain[]): Domain[] => {
    const marked = markVersionedLists(domains);
    return [...marked, recordHistoryCalls(recordCatalog(marked))];
};

/** The tables start-up gives versions and revisions, each with the columns its revisions leave out. */
export const historyTables = (domains: readonly Domain[]): HistoryTable[] => {
    const owners = tableOwners(domains);
    return recordTables(domains).map(name => ({ name, secret: owners[name]?.secret }));
};
