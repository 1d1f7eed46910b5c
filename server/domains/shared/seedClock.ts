/**
 * The demo data's "now" (2026-11-01 10:00 China time), fixed so that every seed gives the same
 * rows; seeded times lie before it, auctions and visits around it.
 */
export const SEED_NOW = Date.UTC(2026, 10, 1, 2, 0, 0) / 1000;

export const DAY = 86_400;

/** Rows of a domain's main table when the seed is not told (`seed -- --rows N` overrides it). */
export const DEFAULT_SEED_ROWS = 300;
