import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatYuan, isEmptySeries } from '../../../src/dashboard/charts/chartFormats';
import { topShares } from '../../../src/dashboard/charts/topShares';

describe('chart formats', () => {
    it('writes counts, yuan and days in the language', () => {
        expect(formatCount(12345, 'zh-cn')).toBe('12,345');
        expect(formatCount(12345, 'es')).toBe('12.345');
        expect(formatYuan(1588000, 'zh-cn')).toBe('¥15,880');
        expect(formatYuan(158850, 'en')).toBe('CN¥1,588.50');
        expect(formatDay('2026-11-01', 'zh-cn')).toBe('11/1');
        expect(formatDay('2026-11-01', 'ja')).toBe('11/1');
        expect(formatDay('2026-11-01', 'es')).toBe('1/11');
        expect(formatDay('2026-11-01', 'en')).toBe('11/1');
    });

    it('calls a series empty only when every figure of every day is zero', () => {
        expect(isEmptySeries([{ date: '2026-11-01', listed: 0, sold: 0 }], ['listed', 'sold'])).toBe(true);
        expect(isEmptySeries([], ['listed'])).toBe(true);
        expect(isEmptySeries([{ date: '2026-11-01', listed: 0, sold: 2 }], ['listed', 'sold'])).toBe(false);
    });

    it('keeps the largest shares and sums the rest as other', () => {
        const shares = Array.from({ length: 10 }, (_, i) => ({ name: `b${i}`, count: i + 1 }));
        const top = topShares(shares, '其他', 4);
        expect(top).toEqual([
            { name: 'b9', count: 10 },
            { name: 'b8', count: 9 },
            { name: 'b7', count: 8 },
            { name: '其他', count: 28 },
        ]);
        expect(topShares(shares.slice(0, 3), '其他', 4)).toHaveLength(3);
    });
});
