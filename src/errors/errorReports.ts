export interface ErrorReport {
    error: unknown;
    /** No react-admin controller shows this error: the catalogue must show it as a toast. */
    toast: boolean;
}

export interface ErrorReports {
    report(error: unknown, options: { toast: boolean }): void;
    subscribe(listener: (report: ErrorReport) => void): () => void;
}

/**
 * Failed calls on their way to the error catalogue's host (rendered with the notifications). An
 * error object is reported once, however many layers see it go by.
 */
export const createErrorReports = (): ErrorReports => {
    const listeners = new Set<(report: ErrorReport) => void>();
    const seen = new WeakSet<object>();
    return {
        report(error, { toast }) {
            if (error && typeof error === 'object') {
                if (seen.has(error)) return;
                seen.add(error);
            }
            listeners.forEach(listener => listener({ error, toast }));
        },
        subscribe(listener) {
            listeners.add(listener);
            return () => void listeners.delete(listener);
        },
    };
};

/** The console's one channel, like react-admin's own event emitters. */
export const errorReports = createErrorReports();
