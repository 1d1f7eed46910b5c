import { describe, expect, it } from 'vitest';
import { changeValueText, versionDiff } from '../../../src/designer/versionDiff';

const version = (declaration: unknown, entry: unknown = []) => ({ declaration: JSON.stringify(declaration, null, 4), entry: JSON.stringify(entry) });

describe('versionDiff', () => {
    const first = version({ table: 't', label: 'A', columns: { name: { title: 'Name' }, phone: { title: 'Phone' } } }, [{ kind: 'list', path: '/t/list' }]);
    const third = version(
        { table: 't', label: 'B', columns: { phone: { title: 'Phone' }, name: { title: 'Name', type: 'text' }, notes: { title: 'Notes' } } },
        [{ kind: 'list', path: '/t/all' }]
    );

    it('gives every changed path of the declaration and the entry with its value in each version', () => {
        expect(versionDiff(first, third)).toEqual([
            { path: 'declaration.label', from: 'A', to: 'B' },
            { path: 'declaration.columns.(order)', from: ['name', 'phone'], to: ['phone', 'name'] },
            { path: 'declaration.columns.name.type', to: 'text' },
            { path: 'declaration.columns.notes', to: { title: 'Notes' } },
            { path: 'entry[0].path', from: '/t/list', to: '/t/all' },
        ]);
    });

    it('compares either way round', () => {
        expect(versionDiff(third, first).find(change => change.path === 'declaration.columns.notes')).toEqual({
            path: 'declaration.columns.notes',
            from: { title: 'Notes' },
        });
    });

    it('finds nothing between a version and itself, however its text is laid out', () => {
        expect(versionDiff(first, { declaration: JSON.stringify(JSON.parse(first.declaration)), entry: first.entry })).toEqual([]);
    });

    it('compares a text that is not JSON as the text it is', () => {
        expect(versionDiff({ declaration: '{', entry: '[]' }, first)[0]).toMatchObject({ path: 'declaration', from: '{' });
    });

    it('writes a value as one line of JSON, and nothing where the version has none', () => {
        expect(changeValueText({ en: 'A' })).toBe('{"en":"A"}');
        expect(changeValueText('A')).toBe('"A"');
        expect(changeValueText(false)).toBe('false');
        expect(changeValueText(undefined)).toBeUndefined();
    });
});
