/**
 * What only the server's own table declarations say: SQL of their own (a `from` query, a scope,
 * a column's expression), their account rule, their key and paging. A `tables.d` file or a
 * resource designer draft may not say them (the server refuses each); the console leaves them out
 * of a draft it starts from a built-in table.
 */
export const SERVER_ONLY_KEYS = ['from', 'recordRows', 'scope', 'listScope', 'pk', 'why', 'account', 'pageAnchors'] as const;

/** A column's keys that only the server's own declarations say: its SQL, and the stored first level of a cascade it holds the second of. */
export const SERVER_ONLY_COLUMN_KEYS = ['first', 'sql'] as const;
