export interface Counts {
    passed: number;
    failed: number;
    flaky: number;
}
export declare const countResults: (kind: 'vitest' | 'playwright', json: unknown) => Counts;
export declare const addCounts: (a: Counts, b: Counts) => Counts;
export declare const flakyTests: (json: unknown) => string[];
export declare const failedTests: (kind: 'vitest' | 'playwright', json: unknown, root?: string) => string[];
export declare const failuresOutsideTests: (kind: 'vitest' | 'playwright', json: unknown, root?: string) => string[];
export interface StepOutcome {
    counts: Counts;
    failures: string[];
    failed: boolean;
}
export declare const stepOutcome: (step: { name: string; kind?: 'check' | 'vitest' | 'playwright'; exitCode: number | null; json?: unknown }) => StepOutcome;
export declare const summaryLine: (counts: Counts, reports?: string | readonly string[], failures?: readonly string[]) => string;
