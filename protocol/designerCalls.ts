/** The resource designer's calls (docs/protocol.md §19), for the server that answers them and the console that makes them. */
export const DESIGNER_CALLS = {
    list: 'platform/designer/TableList',
    info: 'platform/designer/TableInfo',
    check: 'platform/designer/TableCheck',
    save: 'platform/designer/TableSave',
    versions: 'platform/designer/TableVersions',
    rollback: 'platform/designer/TableRollback',
} as const;

/** The menu entries of the designed resources, merged by the console as catalogue files are (a public path: unsigned). */
export const ENTRIES_CALL = 'public/catalogue/Entries';
