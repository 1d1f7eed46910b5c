/**
 * Counts, bigint ids and integer sums arrive from PostgreSQL as text (int8, numeric). They are
 * numbers on the wire, so both drivers turn them into numbers when that is exact, and keep the
 * text otherwise (a fractional or huge value is never silently rounded).
 */
export const parseExactNumber = (text: string): number | string => {
    const value = Number(text);
    return Number.isSafeInteger(value) && /^-?\d+$/.test(text) ? value : text;
};

/** PostgreSQL type ids: int8 and numeric. */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;
