/** Unix time in whole seconds: every time column of the server is stored this way. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The demo data's "today", fixed so that seeds are identical whenever they run. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1, 2, 0, 0) / 1000;

export const DAY = 86_400;
