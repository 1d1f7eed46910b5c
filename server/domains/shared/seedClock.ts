/**
 * The demo data's "now": seeded times lie before it, auctions and visits around it. A demo seeded
 * today gets a Workbench whose 7-, 30- and 90-day charts all have a shape, so it is the moment of
 * seeding unless `MC_SEED_NOW` (ISO 8601 or Unix seconds) pins it. The tests, the e2e server and
 * the bench pin it (pinnedSeedNow.ts), so every one of their seeds gives the same rows.
 * It is read once, when the seed modules load: every table of one seed shares it.
 */
/** Unix seconds of `MC_SEED_NOW`, or of `fallbackMs` when it is unset; a value that is not a time is refused. */
export const resolveSeedNow = (text: string | undefined, fallbackMs: number): number => {
    const value = text?.trim();
    if (!value) return Math.floor(fallbackMs / 1000);
    const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value);
    if (!Number.isFinite(ms)) throw new Error(`MC_SEED_NOW must be an ISO 8601 time or Unix seconds, not "${value}"`);
    return Math.floor(ms / 1000);
};

export const SEED_NOW = resolveSeedNow(process.env.MC_SEED_NOW, Date.now());

export const DAY = 86_400;

/** Rows of a domain's main table when the seed is not told (`seed -- --rows N` overrides it). */
export const DEFAULT_SEED_ROWS = 300;
