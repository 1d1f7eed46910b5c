import { describe, expect, it } from 'vitest';
import { DesignerDataError, designTextIn, isConflict, layOut, newDraft, parseInfo, parseProblems, parseResources, parseVersions } from './designerCalls';

describe('the designer replies', () => {
    it('reads the resources, and refuses a malformed list whole', () => {
        const [resource] = parseResources([
            {
                table: 'test_drives',
                label: { 'zh-cn': '试驾', en: 'Test drive' },
                source: 'designer',
                editable: true,
                version: 2,
                author: 'platform',
                update_time: 10,
                rows: '3',
                merchants: 1,
            },
        ]);
        expect(resource).toEqual({
            table: 'test_drives',
            label: { 'zh-cn': '试驾', en: 'Test drive' },
            source: 'designer',
            editable: true,
            version: 2,
            author: 'platform',
            updateTime: 10,
            rows: 3,
            merchants: 1,
        });
        expect(() => parseResources({})).toThrow(DesignerDataError);
        expect(() => parseResources([{ table: 't', label: 7, version: 0 }])).toThrow('TableList[0].label');
        expect(() => parseResources([{ table: 1, label: 'x', version: 1 }])).toThrow('TableList[0].table');
    });

    it('reads a built-in table as read-only, and any source it does not know as read-only too', () => {
        const [builtin, unknown, unnamed] = parseResources([
            { table: 'adverts', label: { 'zh-cn': '广告', en: 'Advert' }, source: 'builtin', editable: false, version: 0, rows: 5, merchants: 2 },
            { table: 'remote', label: 'x', source: 'elsewhere', editable: true, version: 3 },
            // A built-in list may name no record: its label is left out.
            { table: 'auctions', source: 'builtin', version: 0 },
        ]);
        expect(builtin).toMatchObject({ table: 'adverts', source: 'builtin', editable: false, version: 0, rows: 5, merchants: 2 });
        expect(unknown).toMatchObject({ source: 'file', editable: false, version: 3 });
        expect(unnamed).toMatchObject({ table: 'auctions', label: '', source: 'builtin', editable: false });
        // Whatever a reply says, only the designer's own resources are editable.
        expect(parseResources([{ table: 't', label: 'x', source: 'builtin', editable: true, version: 0 }])[0].editable).toBe(false);
        // A reply without a source is the designer's, as before there were others.
        expect(parseResources([{ table: 't', label: 'x', editable: true, version: 1 }])[0]).toMatchObject({ source: 'designer', editable: true });
        expect(parseInfo({ table: 'adverts', source: 'builtin', editable: false, version: 0, declaration: '{}' })).toMatchObject({
            source: 'builtin',
            editable: false,
            hidden: [],
        });
    });

    it('lays the declaration out for editing and keeps the hidden columns', () => {
        const info = parseInfo({
            table: 't',
            source: 'file',
            editable: false,
            version: 0,
            declaration: '{"table":"t"}',
            entry: '[]',
            hidden_columns: ['phone'],
        });
        // The column's name alone, as a backend may still answer it: read as text.
        expect(info).toMatchObject({ source: 'file', editable: false, declaration: '{\n    "table": "t"\n}', hidden: [{ name: 'phone', type: 'text' }] });
        expect(layOut('{"table":')).toBe('{"table":');
    });

    it('reads each hidden column with the type and write kind it is declared again with, and refuses one without a name', () => {
        const info = (hidden_columns: unknown) => parseInfo({ table: 't', version: 1, declaration: '{}', hidden_columns });
        expect(
            info([
                { name: 'price', type: 'number' },
                { name: 'shown', type: 'number', kind: 'switch' },
                { name: 'odd', type: 'vector', kind: 'blob' },
            ]).hidden
        ).toEqual([
            { name: 'price', type: 'number' },
            { name: 'shown', type: 'number', kind: 'switch' },
            { name: 'odd', type: 'text' },
        ]);
        expect(() => info([{ type: 'text' }])).toThrow('TableInfo.hidden_columns[0]');
        expect(() => info([''])).toThrow(DesignerDataError);
    });

    it('reads the problems of a check or a refused save, and a conflict', () => {
        expect(parseProblems({ problems: [{ path: 'table', message: '表名users已被系统表占用' }, 'junk'] })).toEqual([
            { path: 'table', message: '表名users已被系统表占用' },
        ]);
        expect(parseProblems(null)).toEqual([]);
        expect(isConflict({ conflict: { _version: 2 } })).toBe(true);
        expect(isConflict({ problems: [] })).toBe(false);
    });

    it('reads the versions with their changes', () => {
        const [version] = parseVersions([
            {
                version: 3,
                action: 'rollback',
                author: 'platform',
                create_time: 5,
                diff: [{ path: 'declaration.label', from: 'a', to: 'b' }],
                declaration: '{}',
                entry: '[{"kind":"list"}]',
            },
        ]);
        expect(version).toMatchObject({ version: 3, action: 'rollback', changes: [{ path: 'declaration.label', from: 'a', to: 'b' }] });
        expect(JSON.parse(version.entry)).toEqual([{ kind: 'list' }]);
    });

    it('keeps a version a declaration file made as such, and reads an action it does not know as a save', () => {
        const versions = parseVersions([
            { version: 2, action: 'file', author: 'tables.d/test_drives.json', create_time: 6, diff: [], declaration: '{}' },
            { version: 1, action: 'imported', author: 'x', create_time: 5, diff: [], declaration: '{}' },
        ]);
        expect(versions.map(version => version.action)).toEqual(['file', 'save']);
    });

    it('writes a title in the locale, falling back to zh-cn', () => {
        expect(designTextIn({ 'zh-cn': '试驾', en: 'Test drive' }, 'en')).toBe('Test drive');
        expect(designTextIn({ 'zh-cn': '试驾' }, 'ja')).toBe('试驾');
        expect(designTextIn('品牌', 'es')).toBe('品牌');
    });

    it('starts a new resource from a draft whose menu entry names its own calls', () => {
        const draft = newDraft();
        const declaration = JSON.parse(draft.declaration);
        const [entry] = JSON.parse(draft.entry);
        expect(Object.values(declaration.api)).toEqual(expect.arrayContaining([entry.api, ...Object.values(entry.calls)]));
    });
});
