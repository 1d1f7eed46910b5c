import type { Share } from '../overview/overviewReply';

/** Slices a pie keeps legible: the largest ones, the rest summed under "other". */
export const PIE_SLICES = 8;

/** The `max - 1` largest shares and one `other` share of the rest, when there are more than `max`. */
export const topShares = (shares: Share[], other: string, max = PIE_SLICES): Share[] => {
    if (shares.length <= max) return shares;
    const sorted = [...shares].sort((a, b) => b.count - a.count);
    const rest = sorted.slice(max - 1).reduce((sum, share) => sum + share.count, 0);
    return [...sorted.slice(0, max - 1), { name: other, count: rest }];
};
