import BigNumber from 'bignumber.js';

/**
 * The console's one BigNumber: plain notation for exponents from −18 to 32 (docs/console.md §9), so
 * large amounts and long ids never show as `1e+21`.
 */
export const Decimal = BigNumber.clone({ EXPONENTIAL_AT: [-18, 32] });

/**
 * An integer in minor units shown with `decimal` places (docs/protocol.md §9.2): `123456`, 2 →
 * `1234.56`. Computed exactly; undefined when the value is not a number.
 */
export const formatMinorUnits = (value: unknown, decimal: number): string | undefined => {
    if (value === null || value === undefined || value === '' || typeof value === 'boolean') return undefined;
    if (typeof value !== 'number' && typeof value !== 'string') return undefined;
    const number = new Decimal(typeof value === 'string' ? value.trim() : value);
    if (!number.isFinite()) return undefined;
    return decimal > 0 ? number.shiftedBy(-decimal).toFixed(decimal) : number.toString();
};

/** Yuan text as typed in a price input to integer minor units: `"12.3"`, 2 → `1230`. */
export const toMinorUnits = (text: string, decimal: number): number | undefined => {
    if (text.trim() === '') return undefined;
    const number = new Decimal(text.trim());
    if (!number.isFinite()) return undefined;
    return number.shiftedBy(decimal).integerValue(BigNumber.ROUND_HALF_UP).toNumber();
};
