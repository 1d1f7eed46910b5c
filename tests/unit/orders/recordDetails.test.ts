import { describe, expect, it } from 'vitest';
import { formatNumberText } from '../../../src/i18n/numberFormats';
import { recordDetailRows } from '../../../src/resources/pages/recordDetails';
import type { RecordDetail } from '../../../src/resources/types';

const items: RecordDetail = {
    field: 'items',
    title: 'mc.orders.items',
    columns: [
        { name: 'goods_name', label: 'mc.orders.goodsName' },
        { name: 'price', label: 'mc.orders.price', format: 'cents' },
        { name: 'time', label: 'mc.orders.traceTime', format: 'datetime' },
    ],
};
const formatDate = (value: unknown) => `D(${String((value as { unix(): number }).unix())})`;

describe('recordDetailRows', () => {
    it('formats cents as yuan and times with the language formatter', () => {
        const rows = recordDetailRows({ items: [{ goods_name: '雨刮片', price: 12800, time: 1793498400 }] }, items, formatDate as never);
        expect(rows).toEqual([['雨刮片', '128.00', 'D(1793498400)']]);
    });

    it('groups amounts as the language writes numbers, exactly', () => {
        const row = { goods_name: '轮胎', price: '123456789012345678', time: 1793498400 };
        const es = recordDetailRows({ items: [row] }, items, formatDate as never, text => formatNumberText(text, 'es'));
        expect(es[0][1]).toBe('1.234.567.890.123.456,78');
        const en = recordDetailRows({ items: [row] }, items, formatDate as never, text => formatNumberText(text, 'en'));
        expect(en[0][1]).toBe('1,234,567,890,123,456.78');
    });

    it('gives no rows for a malformed field and skips malformed rows', () => {
        expect(recordDetailRows({ items: 'x' }, items, formatDate as never)).toEqual([]);
        expect(recordDetailRows({}, items, formatDate as never)).toEqual([]);
        expect(recordDetailRows({ items: [null, 3, [1], { goods_name: 'a' }] }, items, formatDate as never)).toEqual([['a', '', '']]);
    });
});
