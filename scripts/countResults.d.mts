export interface Counts {
    passed: number;
    failed: number;
    flaky: number;
}
export declare const countResults: (kind: 'vitest' | 'playwright', json: unknown) => Counts;
export declare const addCounts: (a: Counts, b: Counts) => Counts;
export declare const flakyTests: (json: unknown) => string[];
export declare const summaryLine: (counts: Counts, reports?: string | readonly string[]) => string;
