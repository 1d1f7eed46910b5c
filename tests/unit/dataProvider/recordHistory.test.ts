import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/dataProvider/ApiError';
import { conflictOf, versionOf } from '../../../src/dataProvider/recordConflict';
import { parseDeletedPage, parseHistoryPage, parseRevisionPreview } from '../../../src/dataProvider/recordHistory';

describe('conflictOf', () => {
    it('recognises a stale write by its data, never by its message', () => {
        const body = { conflict: { _version: 4, record: { id: 7 }, changed: ['contact', 3] } };
        expect(conflictOf(new ApiError('server', 'anything at all', { body }))).toEqual({ version: 4, record: { id: 7 }, changed: ['contact'] });
        expect(conflictOf(new ApiError('server', '该记录已被他人修改', { body: null }))).toBeUndefined();
        expect(conflictOf(new ApiError('network', 'x', { body }))).toBeUndefined();
        expect(conflictOf(new Error('该记录已被他人修改'))).toBeUndefined();
    });

    it('takes a malformed conflict for a plain refusal', () => {
        for (const conflict of [
            { _version: 'x', record: {}, changed: [] },
            { _version: 4, record: [], changed: [] },
            { _version: 4, record: {}, changed: 'a' },
            'conflict',
        ]) {
            expect(conflictOf(new ApiError('server', 'x', { body: { conflict } }))).toBeUndefined();
        }
    });
});

describe('versionOf', () => {
    it('reads a positive integer version, and nothing else', () => {
        expect(versionOf({ _version: 3 })).toBe(3);
        expect(versionOf({ _version: '3' })).toBe(3);
        for (const record of [{}, { _version: 0 }, { _version: 'x' }, { _version: 1.5 }, undefined]) expect(versionOf(record)).toBeUndefined();
    });
});

describe('history replies', () => {
    const revision = {
        revision: 12,
        action: 'update',
        _version: 3,
        time: 1_700_000_000,
        by: { id: 1, name: 'admin' },
        call: 'seller/dealer/DealerEdit',
        reason: null,
        changes: [{ field: 'contact', label: '联系人', type: 'text', before: '张伟', after: '李娜' }, { field: 7 }, 'x'],
    };

    it('keeps what can be shown of a page of revisions, and drops malformed changes', () => {
        expect(parseHistoryPage({ data: [revision], count: 1, deleted: false })).toEqual({
            revisions: [
                {
                    revision: 12,
                    action: 'update',
                    version: 3,
                    time: 1_700_000_000,
                    by: { id: 1, name: 'admin' },
                    call: 'seller/dealer/DealerEdit',
                    changes: [{ field: 'contact', label: '联系人', type: 'text', before: '张伟', after: '李娜' }],
                },
            ],
            count: 1,
            deleted: false,
        });
    });

    it('refuses a reply that is not the protocol’s, as a malformed reply', () => {
        expect(() => parseHistoryPage({ data: 'x' })).toThrow('mc.error.malformed');
        expect(() => parseHistoryPage({ data: [{ ...revision, action: 'explode' }] })).toThrow('mc.error.malformed');
        expect(() => parseHistoryPage({ data: [{ ...revision, time: 'now' }] })).toThrow('mc.error.malformed');
        expect(() => parseRevisionPreview(null)).toThrow('mc.error.malformed');
    });

    it('reads a preview and a page of deleted records by the list’s key', () => {
        expect(parseRevisionPreview({ revision, deleted: true, restorable: true, restore: [] })).toMatchObject({
            deleted: true,
            restorable: true,
            restore: [],
        });
        expect(
            parseDeletedPage(
                { data: [{ revision: 9, dealer_id: 7, time: 1, by: { name: 'admin' }, record: { name: '车行' } }, { revision: 10 }], count: 1 },
                'dealer_id'
            )
        ).toEqual({ records: [{ revision: 9, id: 7, time: 1, by: { name: 'admin' }, record: { name: '车行' } }], count: 1 });
    });
});
