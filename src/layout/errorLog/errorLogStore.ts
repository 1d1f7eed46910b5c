/** One uncaught UI error (docs/console.md §8): what, where in the components, on which page, and the stack. */
export interface ErrorLogEntry {
    message: string;
    info: string;
    url: string;
    stack: string;
    /** Local time in ms. */
    time: number;
}

type Listener = () => void;

/** Keeps the newest entries only, so a looping error cannot grow the log without bound. */
export const ERROR_LOG_LIMIT = 100;

export interface ErrorLogStore {
    getSnapshot(): readonly ErrorLogEntry[];
    subscribe(listener: Listener): () => void;
    add(error: unknown, info?: string): void;
    clear(): void;
}

const describe = (error: unknown): { message: string; stack: string } => {
    if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
    if (typeof error === 'string') return { message: error, stack: '' };
    try {
        return { message: JSON.stringify(error) ?? String(error), stack: '' };
    } catch {
        return { message: String(error), stack: '' };
    }
};

export const createErrorLogStore = (location: () => string = () => window.location.href, now = Date.now): ErrorLogStore => {
    let entries: readonly ErrorLogEntry[] = [];
    const listeners = new Set<Listener>();
    const emit = () => listeners.forEach(listener => listener());
    return {
        getSnapshot: () => entries,
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        add(error, info = '') {
            const { message, stack } = describe(error);
            entries = [...entries, { message, info, url: location(), stack, time: now() }].slice(-ERROR_LOG_LIMIT);
            emit();
        },
        clear() {
            if (!entries.length) return;
            entries = [];
            emit();
        },
    };
};

/** The console's error log. */
export const errorLog = createErrorLogStore();
