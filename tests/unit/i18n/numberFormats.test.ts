import { describe, expect, it } from 'vitest';
import { formatNumberText } from '../../../src/i18n/numberFormats';

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
