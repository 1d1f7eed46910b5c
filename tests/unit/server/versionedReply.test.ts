import { describe, expect, it } from 'vitest';
import { ifNoneMatchHolds, isVersionedReply, versionedReply } from '../../../server/core/VersionedReply';

describe('a versioned reply', () => {
    it('tags the data weakly, the same data alike and any change apart', () => {
        const a = versionedReply({ pk: 'id', rows: { name: { title: '名称' } } });
        expect(a.etag).toMatch(/^W\/"[\w-]{32}"$/);
        expect(versionedReply({ pk: 'id', rows: { name: { title: '名称' } } }).etag).toBe(a.etag);
        expect(versionedReply({ pk: 'id', rows: { name: { title: 'Name' } } }).etag).not.toBe(a.etag);
        expect(isVersionedReply(a)).toBe(true);
        expect(isVersionedReply({ kind: 'file' })).toBe(false);
        expect(isVersionedReply(null)).toBe(false);
    });

    it.each([
        ['W/"abc"', true],
        ['"abc"', true],
        [' W/"x" , W/"abc" ', true],
        ['*', true],
        [['W/"x"', 'W/"abc"'], true],
        ['W/"abcd"', false],
        ['abc', false],
        ['', false],
        [undefined, false],
        [`W/"abc", ${'W/"x", '.repeat(400)}`, false],
    ])('If-None-Match %j names W/"abc": %s', (header, holds) => {
        expect(ifNoneMatchHolds(header as string | string[] | undefined, 'W/"abc"')).toBe(holds);
    });
});
