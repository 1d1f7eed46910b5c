import { describe, expect, it } from 'vitest';
import { formatDate, type FormatDate } from '../../../src/i18n/dateFormats';
import { applyDayjsLocale } from '../../../src/i18n/dayjsLocale';
import { formatCell } from '../../../src/schema/formatCell';
import { formatNumberText } from '../../../src/i18n/numberFormats';
import type { ColumnDefinition, ColumnType } from '../../../src/dataProvider/TableDefinition';

const column = (type: ColumnType, extra: Partial<ColumnDefinition> = {}): ColumnDefinition => ({
    name: 'c',
    title: 'C',
    type,
    sort: false,
    decimal: 0,
    options: [],
    sum: false,
    showTableRow: true,
    ...extra,
});
const translate = (key: string, options?: Record<string, unknown>) =>
    key === 'mc.schema.listSeparator' ? '、' : `${options?.n ?? ''}${key.split('.').pop()![0]}`;

/** What `useFormatDate()` gives in `locale`. */
const inLocale =
    (locale: string): FormatDate =>
    (value, kind) =>
        formatDate(value, kind, locale);
const zh = inLocale('zh-cn');

const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s).getTime();

describe('formatCell', () => {
    it('reads 10-digit times as seconds and 13-digit ones as milliseconds', () => {
        const ms = local(2026, 3, 5, 14, 7, 9);
        expect(formatCell(column('datetime'), ms / 1000, translate, zh)).toBe('2026-03-05 14:07:09');
        expect(formatCell(column('datetime'), ms, translate, zh)).toBe('2026-03-05 14:07:09');
        expect(formatCell(column('date'), String(ms / 1000), translate, zh)).toBe('2026-03-05');
        expect(formatCell(column('eqdate'), ms, translate, zh)).toBe('2026-03-05');
        expect(formatCell(column('datemonth'), ms / 1000, translate, zh)).toBe('2026-03');
        expect(formatCell(column('time'), ms / 1000, translate, zh)).toBe('2026-03-05 14:07:09');
        expect(formatCell(column('eqtime'), ms / 1000, translate, zh)).toBe('2026-03-05 14:07:09');
        expect(formatCell(column('datetime'), 0, translate, zh)).toBe('');
    });
    it('writes times the way the language in use does, and unreadable ones as sent', async () => {
        for (const locale of ['es', 'en', 'zh-cn']) await applyDayjsLocale(locale);
        const seconds = local(2026, 3, 5, 14, 7, 9) / 1000;
        expect(formatCell(column('datetime'), seconds, translate, inLocale('es'))).toBe('05/03/2026 14:07:09');
        expect(formatCell(column('eqdate'), seconds, translate, inLocale('en'))).toBe('03/05/2026');
        expect(formatCell(column('datemonth'), seconds, translate, inLocale('es'))).toBe('marzo de 2026');
        expect(formatCell(column('date'), 'soon', translate, inLocale('en'))).toBe('soon');
    });
    it('shows durations in seconds split into units', () => {
        expect(formatCell(column('second'), 3725, translate, zh)).toBe('1h2m5s');
        expect(formatCell(column('second'), 0, translate, zh)).toBe('0s');
    });
    it('shows numbers with decimals exactly', () => {
        expect(formatCell(column('number', { decimal: 2 }), 1999, translate, zh)).toBe('19.99');
        expect(formatCell(column('number'), 42, translate, zh)).toBe('42');
    });

    it('groups numbers the way the language does, exactly', () => {
        const grouped = (locale: string) => (text: string) => formatNumberText(text, locale);
        expect(formatCell(column('number', { decimal: 2 }), 530578552, translate, zh, grouped('zh-cn'))).toBe('5,305,785.52');
        expect(formatCell(column('number', { decimal: 2 }), '530578552', translate, zh, grouped('es'))).toBe('5.305.785,52');
        expect(formatCell(column('number', { decimal: 2 }), '12345678901234567890', translate, zh, grouped('en'))).toBe('123,456,789,012,345,678.90');
        expect(formatCell(column('number'), 'n/a', translate, zh, grouped('en'))).toBe('n/a');
    });
    it('shows select, checkbox and cascade values as their labels', () => {
        const options = [
            { value: 1, label: '通过' },
            { value: 2, label: '驳回' },
        ];
        expect(formatCell(column('select', { options }), '2', translate, zh)).toBe('驳回');
        expect(formatCell(column('select', { options }), 9, translate, zh)).toBe('9');
        expect(formatCell(column('checkbox', { options }), '1,2', translate, zh)).toBe('通过、驳回');
        expect(formatCell(column('checkbox', { options }), [2], translate, zh)).toBe('驳回');
        const tree = [{ value: 44, label: '广东省', children: [{ value: 4401, label: '广州市' }] }];
        expect(formatCell(column('cascade', { options: tree }), 4401, translate, zh)).toBe('广东省 / 广州市');
    });
    it('shows text as is and objects as JSON', () => {
        expect(formatCell(column('text'), '粤A12345', translate, zh)).toBe('粤A12345');
        expect(formatCell(column('text'), { a: 1 }, translate, zh)).toBe('{"a":1}');
        expect(formatCell(column('text'), null, translate, zh)).toBe('');
    });
});
