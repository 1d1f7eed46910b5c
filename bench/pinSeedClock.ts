import { PINNED_SEED_NOW } from '../server/domains/shared/pinnedSeedNow';

// Imported first by run.ts: the bench's seeds (in this process and in the servers it starts) all
// get the same rows, and the overview window of parts/serverOverview.ts is filled.
process.env.MC_SEED_NOW ??= PINNED_SEED_NOW;
