import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../hardening/support/checkProperty';

describe('propertyRuns (MC_HARDENING_RUNS)', () => {
    it('is 2000 cases when unset, and the number given otherwise', () => {
        expect(propertyRuns(undefined)).toBe(2000);
        expect(propertyRuns('50000')).toBe(50000);
    });

    it('refuses a value that would run no case or a part of one, rather than passing on nothing', () => {
        for (const value of ['', ' ', '0', '-5', '2.5', 'many']) expect(() => propertyRuns(value)).toThrow(`not "${value}"`);
    });
});
