import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/i18n/dateFormats';
import { applyDayjsLocale } from '../../../src/i18n/dayjsLocale';

const moment = dayjs('2026-03-05T14:30:09');

describe('formatDate', () => {
    beforeAll(async () => {
        // Locale files load with their catalogue; here, all of them, then back to the default.
        for (const locale of ['ja', 'es', 'en', 'zh-cn']) await applyDayjsLocale(locale);
    });

    it('writes a moment the way each language does', () => {
        // Chinese: the national standard's numeric form, as the lists have always shown it.
        expect(formatDate(moment, 'datetime', 'zh-cn')).toBe('2026-03-05 14:30:09');
        expect(formatDate(moment, 'datetime', 'en')).toBe('03/05/2026 2:30:09 PM');
        expect(formatDate(moment, 'datetime', 'es')).toBe('05/03/2026 14:30:09');
        expect(formatDate(moment, 'datetime', 'ja')).toBe('2026/03/05 14:30:09');
    });

    it('writes dates, months and times', () => {
        expect(formatDate(moment, 'date', 'es')).toBe('05/03/2026');
        expect(formatDate(moment, 'date', 'zh-cn')).toBe('2026-03-05');
        expect(formatDate(moment, 'month', 'zh-cn')).toBe('2026-03');
        expect(formatDate(moment, 'time', 'zh-cn')).toBe('14:30:09');
        expect(formatDate(moment, 'month', 'en')).toBe('Mar 2026');
        expect(formatDate(moment, 'month', 'es')).toBe('marzo de 2026');
        expect(formatDate(moment, 'month', 'ja')).toBe('2026年3月');
        expect(formatDate(moment, 'time', 'en')).toBe('2:30:09 PM');
    });

    it('does not change the global locale, and reads an unknown locale as the default', () => {
        expect(formatDate(moment, 'month', 'en')).toBe('Mar 2026');
        expect(dayjs.locale()).toBe('zh-cn');
        expect(formatDate(moment, 'month', 'fr')).toBe('2026-03');
    });

    it('gives back what it cannot read instead of "Invalid Date"', () => {
        expect(formatDate('not a date', 'date', 'en')).toBe('not a date');
        expect(formatDate(null, 'date', 'en')).toBe('');
    });
});
