import { describe, expect, it } from 'vitest';
import { cellFormatter } from '../../../server/export/exportCell';
import { formatSeconds } from '../../../server/tables/columnTypes/formatSeconds';

/** What Intl says, field by field: the reference the cached-offset formatter must match. */
const references = new Map<string, Intl.DateTimeFormat>();
const reference = (seconds: number, timeZone: string) => {
    if (!references.has(timeZone)) {
        references.set(
            timeZone,
            new Intl.DateTimeFormat('en-GB', {
                timeZone,
                year: 'numeric',
                month: '2-digit',
                day: '2-digit',
                hour: '2-digit',
                minute: '2-digit',
                second: '2-digit',
                hourCycle: 'h23',
            })
        );
    }
    const parts = Object.fromEntries(
        references
            .get(timeZone)!
            .formatToParts(new Date(seconds * 1000))
            .map(part => [part.type, part.value])
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};

describe('formatSeconds', () => {
    it('matches Intl in zones with and without daylight saving, across transitions', () => {
        // Around the 2026 transitions of New York, Newfoundland (a half-hour zone) and Lord Howe (30-minute DST).
        const starts = [1773558000, 1793340000, 1773554400, 1775350000, 1782500000];
        for (const timeZone of ['Asia/Shanghai', 'America/New_York', 'America/St_Johns', 'Australia/Lord_Howe', 'UTC']) {
            for (const start of starts) {
                for (let seconds = start - 4 * 3600; seconds < start + 4 * 3600; seconds += 599) {
                    expect(formatSeconds(seconds, timeZone), `${timeZone} ${seconds}`).toBe(reference(seconds, timeZone));
                }
            }
        }
    }, 30_000);

    it('shortens to the date or the month', () => {
        expect(formatSeconds(1793502000, 'Asia/Shanghai')).toBe('2026-11-01 11:00:00');
        expect(formatSeconds(1793502000, 'Asia/Shanghai', 'date')).toBe('2026-11-01');
        expect(formatSeconds(1793502000, 'Asia/Shanghai', 'month')).toBe('2026-11');
    });
});

describe('cellFormatter', () => {
    it('labels options (cascade children too), keeps unknown values, formats amounts and empties', () => {
        const select = cellFormatter(
            { title: 'ID', type: 'cascade', options: [{ value: 11, label: '北京市', children: [{ value: 1101, label: '东城区' }] }] },
            'UTC'
        );
        expect([select(11), select('1101'), select(9), select(null), select('')]).toEqual(['北京市', '东城区', '9', null, null]);
        const checkbox = cellFormatter(
            {
                title: 'ID',
                type: 'checkbox',
                options: [
                    { value: '1', label: '收车' },
                    { value: '2', label: '卖车' },
                ],
            },
            'UTC'
        );
        expect(checkbox('1,2,7')).toBe('收车,卖车,7');
        expect(cellFormatter({ title: 'ID', type: 'number', decimal: 2 }, 'UTC')(15880000)).toBe(158800);
        expect(cellFormatter({ title: 'ID', type: 'date' }, 'Asia/Shanghai')(1793502000)).toBe('2026-11-01');
        expect(cellFormatter({ title: 'ID' }, 'UTC')('=1+1')).toBe('=1+1');
    });
});
