/**
 * The seed clock the tests, the e2e server and the bench pin (`MC_SEED_NOW`), so that each of
 * their seeds gives the same rows: 2026-11-01 10:00 China time. Apart from seedClock.ts so that a
 * config file can read it without loading the clock itself.
 */
export const PINNED_SEED_NOW = '2026-11-01T02:00:00Z';
