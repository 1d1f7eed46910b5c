export declare const buildServer: (outDir?: string) => Promise<string>;
