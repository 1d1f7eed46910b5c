import { describe, expect, it } from 'vitest';
import { resolveSeedNow } from '../../../server/domains/shared/seedClock';
import { PINNED_SEED_NOW } from '../../../server/domains/shared/pinnedSeedNow';

describe('the seed clock', () => {
    const seeding = Date.UTC(2027, 0, 15, 8, 30, 12, 999);
    it('is the moment of seeding when nothing pins it, so a demo seeded today has this week in its charts', () => {
        expect(resolveSeedNow(undefined, seeding)).toBe(Date.UTC(2027, 0, 15, 8, 30, 12) / 1000);
        expect(resolveSeedNow('  ', seeding)).toBe(Date.UTC(2027, 0, 15, 8, 30, 12) / 1000);
    });
    it('is pinned by an ISO time or Unix seconds', () => {
        expect(resolveSeedNow(PINNED_SEED_NOW, seeding)).toBe(Date.UTC(2026, 10, 1, 2, 0, 0) / 1000);
        expect(resolveSeedNow('1793502000', seeding)).toBe(1793502000);
    });
    it('refuses a value that is not a time, naming it', () => {
        expect(() => resolveSeedNow('next tuesday', seeding)).toThrow('MC_SEED_NOW must be an ISO 8601 time or Unix seconds, not "next tuesday"');
    });
    it('is pinned for this test run by the vitest config', () => {
        expect(process.env.MC_SEED_NOW).toBe(PINNED_SEED_NOW);
    });
});
