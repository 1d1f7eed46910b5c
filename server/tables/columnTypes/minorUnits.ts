/**
 * Integer minor units as decimal text, exactly (docs/protocol.md §9.2: no floating point):
 * `minorToDecimal(-1205, 2)` is `-12.05`. Answers undefined for a value that is not an integer.
 */
export const minorToDecimal = (value: unknown, decimal: number): string | undefined => {
    const text = typeof value === 'number' ? (Number.isInteger(value) ? value.toFixed(0) : '') : String(value ?? '');
    const match = /^(-?)(\d+)$/.exec(text);
    if (!match) return undefined;
    const digits = match[2].padStart(decimal + 1, '0');
    const whole = digits.slice(0, digits.length - decimal).replace(/^0+(?=\d)/, '');
    const sign = match[1] && /[1-9]/.test(digits) ? '-' : '';
    return decimal > 0 ? `${sign}${whole}.${digits.slice(-decimal)}` : `${sign}${whole}`;
};

/** Decimal text in display units back to integer minor units, exactly; undefined if it does not fit. */
export const decimalToMinor = (text: string, decimal: number): number | undefined => {
    const match = /^(-?)(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
    if (!match) return undefined;
    const fraction = match[3] ?? '';
    if (fraction.length > decimal) return undefined;
    const value = Number(`${match[1]}${match[2]}${fraction.padEnd(decimal, '0')}`);
    return Number.isSafeInteger(value) ? value : undefined;
};
