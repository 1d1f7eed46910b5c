import { describe, expect, it } from 'vitest';
import { changedBy, chooseAll, planConflict, resolvedChanges } from '../../../src/history/conflictPlan';

const conflict = (changed: string[]) => ({ version: 4, record: {}, changed });

describe('planConflict', () => {
    it('merges when the operator’s fields and the fields changed since do not meet, naming theirs', () => {
        expect(planConflict(['address'], conflict(['contact', 'update_time']))).toEqual({ kind: 'merge', kept: ['contact', 'update_time'] });
        expect(planConflict(['address'], conflict([]))).toEqual({ kind: 'merge', kept: [] });
    });

    it('asks about each field both changed, and keeps the rest of theirs', () => {
        expect(planConflict(['address', 'contact'], conflict(['contact', 'phone']))).toEqual({ kind: 'ask', fields: ['contact'], kept: ['phone'] });
    });
});

describe('resolvedChanges', () => {
    it('leaves out the fields the operator gave up for the other person’s value, and only those', () => {
        expect(resolvedChanges({ contact: '李娜', address: '人民路1号' }, { contact: 'theirs', address: 'mine' })).toEqual({ address: '人民路1号' });
        expect(resolvedChanges({ contact: '李娜' }, {})).toEqual({ contact: '李娜' });
        expect(resolvedChanges({ contact: '李娜' }, chooseAll(['contact'], 'theirs'))).toEqual({});
    });
});

describe('changedBy', () => {
    it('finds the newest revision after the version that changed the field', () => {
        const revisions = [
            { version: 6, changes: [{ field: 'phone' }], by: 'c' },
            { version: 5, changes: [{ field: 'contact' }], by: 'b' },
            { version: 4, changes: [{ field: 'contact' }], by: 'a' },
            { version: 2, changes: [{ field: 'contact' }], by: 'old' },
        ];
        expect(changedBy(revisions, 'contact', 3)?.by).toBe('b');
        expect(changedBy(revisions, 'contact', 5)).toBeUndefined();
        expect(changedBy(revisions, 'name', 0)).toBeUndefined();
    });
});
