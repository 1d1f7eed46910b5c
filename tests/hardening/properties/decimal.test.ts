import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, toMinorUnits } from '../../../src/forms/decimal';
import { checkProperty } from '../support/checkProperty';

/** `n` minor units with `d` places, by string arithmetic on a bigint: no floating point anywhere. */
const oracleFormat = (n: bigint, d: number) => {
    const digits = (n < 0n ? -n : n).toString().padStart(d + 1, '0');
    const sign = n < 0n ? '-' : '';
    return d === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -d)}.${digits.slice(-d)}`;
};

/** Yuan text to minor units, half away from zero (bignumber.js's ROUND_HALF_UP), by bigint. */
const oracleMinor = (negative: boolean, whole: string, fraction: string, d: number) => {
    const kept = BigInt(`${whole}${fraction.slice(0, d).padEnd(d, '0')}` || '0');
    const up = fraction.length > d && fraction[d] >= '5' ? 1n : 0n;
    return (negative ? -1n : 1n) * (kept + up);
};

const places = fc.integer({ min: 0, max: 18 });
// Up to 30 digits: beyond 2^53, where a float would already have lost them.
const minor = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
const digitText = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: max });

describe('decimal formatting (docs/console.md §9, docs/protocol.md §9.2)', () => {
    it('formats arbitrary integers in minor units exactly, as text or number', async () => {
        await checkProperty(
            'decimal: minor units formatted exactly',
            fc.property(minor, places, (n, d) => {
                const text = formatMinorUnits(n.toString(), d);
                // Plain notation: never 1e+21, whatever the size.
                expect(text).toBe(oracleFormat(n, d));
                if (Number.isSafeInteger(Number(n))) expect(formatMinorUnits(Number(n), d)).toBe(text);
            })
        );
    });

    it('reads typed decimals to minor units exactly, rounding half away from zero', async () => {
        await checkProperty(
            'decimal: typed text to minor units',
            fc.property(fc.boolean(), digitText(12), digitText(22), places, (negative, whole, fraction, d) => {
                fc.pre(whole !== '' || fraction !== '');
                const text = `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
                const expected = oracleMinor(negative, whole, fraction, d);
                fc.pre(expected <= BigInt(Number.MAX_SAFE_INTEGER) && expected >= -BigInt(Number.MAX_SAFE_INTEGER));
                // `-0.00` reads as -0; the wire writes it as 0 (`+ 0` makes them one value).
                expect(toMinorUnits(` ${text} `, d)! + 0).toBe(Number(expected));
                // …and back: what was typed, padded or rounded to the column's places.
                expect(formatMinorUnits(toMinorUnits(text, d), d)).toBe(formatMinorUnits(expected.toString(), d));
            })
        );
    });

    it('answers undefined, never NaN or a throw, for anything that is not a number', async () => {
        await checkProperty(
            'decimal: garbage is no number',
            fc.property(fc.oneof(fc.string(), fc.anything()), places, (value, d) => {
                const text = formatMinorUnits(value, d);
                if (typeof value !== 'string' && typeof value !== 'number') expect(text).toBeUndefined();
                // Exponential only outside docs/console.md §9's exponents (−18 … 32), e.g. 5e-324 or 1e+32.
                if (text !== undefined) expect(text).toMatch(/^-?\d+(\.\d+)?(e[-+]\d+)?$/);
                const minor = typeof value === 'string' ? toMinorUnits(value, d) : undefined;
                if (minor !== undefined) expect(Number.isFinite(minor)).toBe(true);
            })
        );
    });
});
