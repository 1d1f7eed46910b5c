/**
 * One printed line of the benchmark. `value` is the median of `runs` (or the exact value when a
 * figure cannot vary); a figure that could not be taken says why in `note` instead of a value.
 */
export interface Figure {
    part: string;
    name: string;
    value?: number;
    unit: string;
    /** Every sample the median was taken from. */
    runs?: number[];
    /** `missed` when a budget is not met; `n/a` when the figure could not be measured. */
    status: 'ok' | 'missed' | 'n/a' | 'info';
    note?: string;
    /** Breakdowns kept in the JSON only (bytes per package, per script). */
    details?: Record<string, number>;
}

export const notMeasurable = (part: string, name: string, reason: string): Figure => ({
    part,
    name,
    unit: '',
    status: 'n/a',
    note: `not measurable: ${reason}`,
});

/** One line for the table; transport errors (ApiError) also say their kind and HTTP status. */
export const describeError = (error: unknown) => {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 200);
    const { kind, status } = (error ?? {}) as { kind?: unknown; status?: unknown };
    return kind ? `${message} (${String(kind)}${status ? `, HTTP ${String(status)}` : ''})` : message;
};

/** Runs a measurement; a failure becomes a "not measurable" line instead of ending the run. */
export const guarded = async (part: string, body: () => Promise<Figure[]>): Promise<Figure[]> => {
    try {
        return await body();
    } catch (error) {
        return [notMeasurable(part, '', describeError(error))];
    }
};
