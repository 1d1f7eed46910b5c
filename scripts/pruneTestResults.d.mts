export declare const KEPT_RUNS: number;
export declare const pruneTestResults: (dir?: string, keep?: number) => string[];
