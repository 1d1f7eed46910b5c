/** One schema change, applied once and recorded by its id (see runMigrations). */
export interface Migration {
    id: string;
    sql: string;
    /**
     * Tables whose existing rows this migration gives a merchant: start-up says how many rows
     * went to which merchant when it applies it to a database that already had rows.
     */
    assignsMerchant?: string[];
}
