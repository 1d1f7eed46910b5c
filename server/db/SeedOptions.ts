export interface SeedOptions {
    /** Rows for the main tables (benchmarks ask for 100k); each domain has its own default. */
    rows?: number;
}
