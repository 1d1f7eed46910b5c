import { describe, expect, it } from 'vitest';
import { Decimal, formatMinorUnits, toMinorUnits } from '../../../src/forms/decimal';

describe('formatMinorUnits', () => {
    it('divides by 10^decimal exactly, without floating point', () => {
        expect(formatMinorUnits(123456, 2)).toBe('1234.56');
        expect(formatMinorUnits('1', 2)).toBe('0.01');
        expect(formatMinorUnits(-5, 2)).toBe('-0.05');
        // 0.1 + 0.2 style errors would show here with Number arithmetic.
        expect(formatMinorUnits('900719925474099312', 2)).toBe('9007199254740993.12');
    });
    it('keeps plain notation up to 32 digits, as configured', () => {
        expect(formatMinorUnits('1' + '0'.repeat(30), 0)).toBe('1' + '0'.repeat(30));
        expect(new Decimal('1e33').toString()).toBe('1e+33');
        expect(new Decimal('1e-18').toString()).toBe('1e-18');
        expect(new Decimal('1e-17').toString()).toBe('0.00000000000000001');
    });
    it('answers undefined for values that are not numbers', () => {
        expect(formatMinorUnits('abc', 2)).toBeUndefined();
        expect(formatMinorUnits({}, 2)).toBeUndefined();
        expect(formatMinorUnits('', 2)).toBeUndefined();
    });
});

describe('toMinorUnits', () => {
    it('turns typed yuan into cents exactly', () => {
        expect(toMinorUnits('12.3', 2)).toBe(1230);
        expect(toMinorUnits('0.07', 2)).toBe(7);
        expect(toMinorUnits('19.99', 2)).toBe(1999);
        expect(toMinorUnits('', 2)).toBeUndefined();
    });
});
