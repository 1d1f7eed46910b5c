/**
 * A seeded pseudo-random generator (mulberry32): demo data must be the same on every seed so
 * tests, screenshots and benchmarks can rely on it.
 */
export interface Prng {
    /** In [0, 1). */
    next(): number;
    /** Integer in [min, max]. */
    int(min: number, max: number): number;
    pick<T>(items: readonly T[]): T;
    chance(probability: number): boolean;
    /** Up to `max` distinct items, at least one. */
    some<T>(items: readonly T[], max: number): T[];
}

export const createPrng = (seed: number): Prng => {
    let state = seed >>> 0;
    const next = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    return {
        next,
        int,
        pick,
        chance: probability => next() < probability,
        some: (items, max) => {
            const count = int(1, Math.min(max, items.length));
            const pool = [...items];
            const chosen: typeof pool = [];
            while (chosen.length < count) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
            return chosen;
        },
    };
};
