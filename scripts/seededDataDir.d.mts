type Env = Record<string, string | undefined>;
export declare const ensureTemplate: (
    template: string,
    make: (dir: string) => Promise<void>,
    options?: { pollMs?: number; timeoutMs?: number }
) => Promise<string>;
export declare const templateFor: (templates: string, seedNow: string) => string;
export declare const seededDataDir: (options: {
    templates: string | undefined;
    main: string;
    env: Env;
    make?: (main: string, env: Env, dir: string) => Promise<void>;
}) => Promise<boolean>;
