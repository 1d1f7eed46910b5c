import { describe, expect, it } from 'vitest';
import { decodeRange, encodeRange } from '../../../src/schema/filters/filterCodec';

// A zone with daylight saving (Node applies a TZ set at run time; this worker only).
process.env.TZ = 'America/New_York';

const utc = (iso: string) => Date.parse(iso) / 1000;

describe('filter ranges across clock changes', () => {
    it('a range ending in the hour that falling back repeats ends after its second occurrence', () => {
        // 2084-11-05 01:00 happens at 05:00 UTC (EDT) and again at 06:00 UTC (EST). The hardening
        // property found a range ending at the second one, which the end of the first did not cover.
        const [, to] = decodeRange('datetime', `${utc('2046-01-19T18:40:00Z')},${utc('2084-11-05T06:00:00Z')}`);
        expect(to).toBe('2084-11-05T01:00');
        expect(encodeRange('datetime', ['', to])).toBe(`,${utc('2084-11-05T06:00:59Z')}`);
        expect(encodeRange('datetime', ['', '2026-11-01T01:30'])).toBe(`,${utc('2026-11-01T06:30:59Z')}`);
    });

    it('a range starting there starts at its first occurrence; other minutes and whole days are unchanged', () => {
        expect(encodeRange('datetime', ['2026-11-01T01:30', ''])).toBe(`${utc('2026-11-01T05:30:00Z')},`);
        expect(encodeRange('datetime', ['', '2026-11-01T02:30'])).toBe(`,${utc('2026-11-01T07:30:59Z')}`);
        expect(encodeRange('date', ['2026-11-01', '2026-11-01'])).toBe(`${utc('2026-11-01T04:00:00Z')},${utc('2026-11-02T04:59:59Z')}`);
        // Spring forward: 2026-03-08 has no 02:xx; the day is 23 hours long.
        expect(encodeRange('date', ['2026-03-08', '2026-03-08'])).toBe(`${utc('2026-03-08T05:00:00Z')},${utc('2026-03-09T03:59:59Z')}`);
    });
});
