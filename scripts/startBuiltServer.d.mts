export declare const freePort: () => Promise<number>;
export declare const startBuiltServer: (
    main: string,
    env?: Record<string, string | undefined>,
    timeoutMs?: number
) => Promise<{ url: string; stop: () => void; exited: Promise<number | null> }>;
