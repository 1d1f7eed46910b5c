import { describe, expect, it } from 'vitest';
import { formatNumberText, prepareNumberFormats } from '../../../src/i18n/numberFormats';

describe('formatNumberText', () => {
    it('groups per language and keeps every digit', () => {
        expect(formatNumberText('5305785.52', 'zh-cn')).toBe('5,305,785.52');
        expect(formatNumberText('5305785.52', 'en')).toBe('5,305,785.52');
        expect(formatNumberText('5305785.52', 'ja')).toBe('5,305,785.52');
        expect(formatNumberText('5305785.52', 'es')).toBe('5.305.785,52');
        expect(formatNumberText('1234', 'es')).toBe('1234');
        expect(formatNumberText('-1234567', 'en')).toBe('-1,234,567');
        // beyond a double's precision
        expect(formatNumberText('123456789012345678901.07', 'en')).toBe('123,456,789,012,345,678,901.07');
    });

    it('leaves anything but a plain decimal alone', () => {
        expect(formatNumberText('abc', 'en')).toBe('abc');
        expect(formatNumberText('', 'en')).toBe('');
        expect(formatNumberText('1e5', 'en')).toBe('1e5');
    });
});

describe('prepareNumberFormats', () => {
    it("builds a language's formats ahead, so that its first number shown builds none", () => {
        const original = Intl.NumberFormat;
        let built = 0;
        Intl.NumberFormat = new Proxy(original, {
            construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
                built += 1;
                return Reflect.construct(target, args);
            },
        });
        try {
            // A language no other test here formats: its formats are not built yet.
            prepareNumberFormats('de');
            const ahead = built;
            expect(ahead).toBeGreaterThan(0);
            expect(formatNumberText('5305785.52', 'de')).toBe('5.305.785,52');
            expect(built).toBe(ahead);
        } finally {
            Intl.NumberFormat = original;
        }
    });
});
