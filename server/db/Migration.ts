/** One schema change, applied once and recorded by its id (see runMigrations). */
export interface Migration {
    id: string;
    sql: string;
}
