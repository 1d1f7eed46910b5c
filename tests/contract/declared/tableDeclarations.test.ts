import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTableDeclarations, TableDeclarationError } from '../../../server/declared/readTableDeclarations';
import { widgetDeclaration } from './widgetDeclaration';
import { TABLE_DECLARATION_SCHEMA_FILE, tableDeclarationJsonSchema } from '../../../server/declared/tableDeclarationJsonSchema';

let dir: string | undefined;
afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
});

/** The problems the reader reports for these files (each given as JSON text or a value). */
const problemsOf = async (files: Record<string, unknown>): Promise<string[]> => {
    dir = await mkdtemp(path.join(tmpdir(), 'mc-decl-'));
    for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
    try {
        await readTableDeclarations(dir);
        return [];
    } catch (error) {
        expect(error).toBeInstanceOf(TableDeclarationError);
        return (error as TableDeclarationError).problems;
    }
};

const broken = (change: (d: ReturnType<typeof widgetDeclaration>) => void) => {
    const declaration = widgetDeclaration();
    change(declaration);
    return declaration;
};

const cascade = {
    title: '地区',
    type: 'cascade',
    second: 'city',
    options: [
        { value: 1, label: '广东', children: [{ value: 11, label: '广州' }] },
        { value: 2, label: '浙江', children: [{ value: 21, label: '杭州' }] },
    ],
};

describe('table declarations (server/declared)', () => {
    it('reads a valid file, defaults included, and ignores files that are not .json', async () => {
        dir = await mkdtemp(path.join(tmpdir(), 'mc-decl-'));
        await writeFile(path.join(dir, 'widgets.json'), JSON.stringify(widgetDeclaration()));
        await writeFile(path.join(dir, 'README.md'), 'notes');
        const [table] = await readTableDeclarations(dir);
        expect(table.file).toBe('widgets.json');
        expect(table.declaration).toMatchObject({ table: 'widgets_decl', export: true, import: false, perMerchant: true, seed: [] });
    });

    it('ships the example brands.json, which reads cleanly', async () => {
        const tables = await readTableDeclarations(path.resolve('server/tables.d'));
        expect(tables.map(t => t.declaration.table)).toContain('brands');
    });

    it.each([
        ['malformed JSON', '{"table": "x",', /^w\.json: malformed JSON: /],
        ['an unknown column type', broken(d => Object.assign(d.columns.name, { type: 'money' })), /^w\.json: columns\.name\.type: Invalid option/],
        ['an unknown field kind', broken(d => Object.assign(d.fields[0], { kind: 'email' })), /^w\.json: fields\[0\]\.kind: Invalid option/],
        ['an unknown key', broken(d => Object.assign(d, { colums: {} })), /^w\.json: \(file\): Unrecognized key: "colums"/],
        ['a missing industry', broken(d => Object.assign(d, { industry: undefined })), /^w\.json: industry: /],
        ['a table name with capitals', broken(d => Object.assign(d, { table: 'Widgets' })), /^w\.json: table: must be lower-case letters/],
        [
            'a reserved word as column',
            broken(d => Object.assign(d.columns, { order: { title: '顺序' } })),
            /^w\.json: columns\.order: is a word PostgreSQL reserves/,
        ],
        ['a public call', broken(d => Object.assign(d.api, { list: 'addons/public/WidgetList' })), /^w\.json: api\.list: must not contain \/public\//],
        [
            'a field that is not a column',
            broken(d => d.fields.push({ name: 'size', title: '尺寸' } as never)),
            /^w\.json: fields\[3\] \(size\)\.name: "size" is not a column/,
        ],
        [
            'a field the server sets',
            broken(d => d.fields.push({ name: 'create_time', title: '时间' } as never)),
            /fields\[3\] \(create_time\)\.name: "create_time" is set by the server/,
        ],
        [
            'an enum without options',
            broken(d => Object.assign(d.columns, { kind2: { title: '类型' } }, d.fields.push({ name: 'kind2', title: '类型', kind: 'enum' } as never))),
            /fields\[3\] \(kind2\)\.options: a enum field needs options/,
        ],
        [
            'maxLength on a number',
            broken(d => Object.assign(d.fields[2], { maxLength: 3 })),
            /fields\[2\] \(price\)\.maxLength: only text fields take maxLength/,
        ],
        [
            'a select column without options',
            broken(d => Object.assign(d.columns.name, { type: 'select' })),
            /^w\.json: columns\.name\.options: a select column needs options/,
        ],
        ['sum on a text column', broken(d => Object.assign(d.columns.name, { sum: true })), /columns\.name\.sum: only number columns can be summed/],
        ['a search on no column', broken(d => d.search.push({ name: 'size' })), /^w\.json: search\[2\]\.name: "size" is not a column/],
        ['a default sort on no column', broken(d => Object.assign(d.defaultSort, { column: 'size' })), /^w\.json: defaultSort\.column: "size" is not a column/],
        [
            'one call named twice',
            broken(d => Object.assign(d.api, { info: 'seller/widget/WidgetList' })),
            /^w\.json: api\.info: "seller\/widget\/WidgetList" is also api\.list/,
        ],
        [
            'a seed row the rules refuse',
            broken(d => Object.assign(d, { perMerchant: false, seed: [{ name: '红色部件', color: 9 }] })),
            /^w\.json: seed\[0\]: 颜色的取值不正确/,
        ],
        [
            'a cascade column without its second level',
            broken(d => Object.assign(d.columns, { region: { ...cascade, second: undefined } })),
            /^w\.json: columns\.region\.second: a cascade column names the column of its second level/,
        ],
        [
            'a cascade whose second level is already a column',
            broken(d => Object.assign(d.columns, { region: { ...cascade, second: 'name' } })),
            /^w\.json: columns\.region\.second: "name" is already a column/,
        ],
        [
            'children on a select column',
            broken(d => Object.assign(d.columns.color.options[0], { children: [{ value: 3, label: '深红' }] })),
            /^w\.json: columns\.color\.options: only cascade columns take children/,
        ],
        [
            'a cascade field that is not an enum',
            broken(d => Object.assign(d.columns, { region: cascade }) && d.fields.push({ name: 'region', title: '地区' } as never)),
            /fields\[3\] \(region\)\.kind: a cascade column's field is an enum of its options/,
        ],
        [
            'a seed row whose levels do not belong together',
            broken(
                d =>
                    Object.assign(d.columns, { region: cascade }) &&
                    d.fields.push({ name: 'region', title: '地区', kind: 'enum' } as never) &&
                    Object.assign(d, { perMerchant: false, seed: [{ name: '错配', color: 1, region: 1, city: 21 }] })
            ),
            /^w\.json: seed\[0\]: 地区不正确，请重新选择$/,
        ],
        [
            'an input that cannot show the field’s kind',
            broken(d => Object.assign(d.fields[2], { input: 'date' })),
            /^w\.json: fields\[2\] \(price\)\.input: a cents field is shown as price, not date$/,
        ],
        [
            'the role form’s picker as an input',
            broken(
                d =>
                    Object.assign(d.columns, { paths: { title: '页面' } }) &&
                    d.fields.push({ name: 'paths', title: '页面', kind: 'jsonList', input: 'routeTree' } as never)
            ),
            /fields\[3\] \(paths\)\.input: routeTree is the role form's permission picker/,
        ],
        [
            'a cascade input on a select column',
            broken(d => Object.assign(d.fields[1], { input: 'cascade' })),
            /fields\[1\] \(color\)\.input: only the field of a cascade column is shown as cascade/,
        ],
        [
            'a migration of two statements',
            broken(d => Object.assign(d.columns.name, { migrate: { from: 'bigint', using: 'name::text; DROP TABLE users' } })),
            /^w\.json: columns\.name\.migrate\.using: must be one SQL expression, without ; or comments$/,
        ],
        [
            'a migration from the type the column is declared',
            broken(d => Object.assign(d.columns.name, { migrate: { from: 'text', using: 'name' } })),
            /^w\.json: columns\.name\.migrate\.from: the column is declared text already/,
        ],
        [
            'a migration of a cascade column',
            broken(d => Object.assign(d.columns, { region: { ...cascade, migrate: { from: 'text', using: 'region::bigint' } } })),
            /^w\.json: columns\.region\.migrate: a cascade column's two levels cannot migrate/,
        ],
        [
            'seed rows in a perMerchant table, as a declaration is unless it says otherwise',
            broken(d => Object.assign(d, { seed: [{ name: '红部件', color: 1 }] })),
            /^w\.json: seed: a perMerchant table starts empty/,
        ],
        [
            'a suid column in a perMerchant table',
            broken(d => Object.assign(d.columns, { suid: { title: '商户' } }) && Object.assign(d, { perMerchant: true })),
            /^w\.json: columns\.suid: holds the owning merchant of a perMerchant table/,
        ],
    ])('refuses %s with the file and the path', async (_what, file, message) => {
        const problems = await problemsOf({ 'w.json': file });
        expect(
            problems.some(p => message.test(p)),
            problems.join('\n')
        ).toBe(true);
    });

    it('refuses two files declaring one table or one call, naming both files', async () => {
        const problems = await problemsOf({ 'a.json': widgetDeclaration(), 'b.json': widgetDeclaration() });
        expect(problems).toContain('b.json: table "widgets_decl" is already declared by a.json');
        expect(problems).toContain('b.json: call "seller/widget/WidgetList" is already declared by a.json');
    });

    it('refuses a directory named on purpose that does not exist, and lists every problem in its message', async () => {
        await expect(readTableDeclarations('/nonexistent/tables.d')).rejects.toThrow(
            /Table declarations in \/nonexistent\/tables\.d are invalid.*\n {2}cannot read the directory/
        );
        await expect(readTableDeclarations('/nonexistent/tables.d', { optional: true })).resolves.toEqual([]);
    });

    it('keeps the shipped JSON Schema in step with the validator (npm run docs:tables-schema)', async () => {
        expect(await readFile(TABLE_DECLARATION_SCHEMA_FILE, 'utf8')).toBe(tableDeclarationJsonSchema());
    });
});
