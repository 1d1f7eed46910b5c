/** Median: the middle sample, or the mean of the two middle ones. */
export const median = (samples: number[]): number => {
    if (samples.length === 0) return Number.NaN;
    const sorted = [...samples].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Nearest-rank percentile (p in 0..100): a value that was actually observed. */
export const percentile = (samples: number[], p: number): number => {
    if (samples.length === 0) return Number.NaN;
    const sorted = [...samples].sort((a, b) => a - b);
    const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
    return sorted[Math.min(rank, sorted.length) - 1];
};

/** Milliseconds since an arbitrary origin, sub-millisecond resolution. */
export const now = () => performance.now();
