import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * A declaration file that arrives in `tables.d` for a table made in the resource designer
 * (docs/protocol.md §19): at the next start it is stored as the table's next version, its author
 * the file's path and its difference recorded; the file manages the table from then on, and the
 * designer shows it read-only. The rows stay.
 */

let server: TestServer;
let dir: string;

const TABLE = 'service_notes';
const LIST = 'seller/note/NoteList';
const declaration = (extra: Record<string, unknown> = {}) => ({
    table: TABLE,
    label: '保养记录',
    industry: 'car',
    api: { list: LIST, create: 'seller/note/NoteAdd' },
    columns: { id: { title: 'ID', sort: true }, plate: { title: '车牌', write: { required: true } } },
    defaultSort: { column: 'id', order: 'desc' },
    ...extra,
});
const entry = [{ kind: 'list', path: '/note/list', title: { 'zh-cn': '保养记录', en: 'Service notes' }, api: LIST }];

type Version = { version: number; action: string; author: string; diff: Array<{ path: string }>; declaration: string };
const versionsOf = async () => (await loggedIn(server, 'platform')).get<Version[]>('platform/designer/TableVersions', { table: TABLE });

beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mc-designer-files-'));
    await cp(path.resolve('server/tables.d'), dir, { recursive: true });
    server = await startTestServer({ tablesDir: dir, tablesDirIsDefault: false });
});
afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a file for a designer-made table', () => {
    it('becomes its next version at start-up, and the file manages the table from then on', async () => {
        const platform = await loggedIn(server, 'platform');
        await platform.post('platform/designer/TableSave', { declaration: JSON.stringify(declaration()), entry: JSON.stringify(entry), version: 0 });
        await (await loggedIn(server, 'admin')).post('seller/note/NoteAdd', { plate: '京A12345' });

        const file = path.join(dir, `${TABLE}.json`);
        const fromFile = declaration({ columns: { ...declaration().columns, mileage: { title: '里程', type: 'number', write: { kind: 'int' } } } });
        await writeFile(file, JSON.stringify(fromFile, null, 4));
        server = await server.restart();

        const versions = await versionsOf();
        expect(versions.map(({ version, action }) => [version, action])).toEqual([
            [2, 'file'],
            [1, 'save'],
        ]);
        expect(versions[0].author).toBe(file);
        expect(versions[0].diff.map(change => change.path)).toEqual(['declaration.columns.mileage']);
        expect(Object.keys(JSON.parse(versions[0].declaration).columns)).toEqual(['id', 'plate', 'mileage']);

        const again = await loggedIn(server, 'platform');
        expect(await again.get('platform/designer/TableInfo', { table: TABLE })).toMatchObject({ source: 'file', editable: false, version: 2 });
        expect(await again.get<Array<Record<string, unknown>>>('platform/designer/TableList')).toContainEqual(
            expect.objectContaining({ table: TABLE, source: 'file', editable: false, version: 2, author: file })
        );
        // Read-only in the designer: a save and a rollback are refused, and nothing is stored.
        const refused = await failure(again.post('platform/designer/TableSave', { declaration: JSON.stringify(declaration()), entry: '[]', version: 2 }));
        expect((refused.body as { problems: Array<{ path: string; message: string }> }).problems).toContainEqual({
            path: 'table',
            message: `资源${TABLE}由声明文件管理，请在文件中修改`,
        });
        await failure(again.post('platform/designer/TableRollback', { table: TABLE, version: 1 }));
        expect((await versionsOf()).length).toBe(2);

        // The file's column is served, the rows kept, and the menu entry still published.
        const admin = await loggedIn(server, 'admin');
        await admin.post('seller/note/NoteAdd', { plate: '京B67890', mileage: 12000 });
        expect((await firstPage(admin, LIST)).count).toBe(2);
        expect(await again.get('public/catalogue/Entries')).toEqual(entry);
    });

    it('adds no version when the file says what the latest version says', async () => {
        server = await server.restart();
        expect((await versionsOf()).map(({ version }) => version)).toEqual([2, 1]);
    });

    it('once the file is gone, the table is the designer’s again at its latest version', async () => {
        await rm(path.join(dir, `${TABLE}.json`));
        server = await server.restart();
        const platform = await loggedIn(server, 'platform');
        expect(await platform.get('platform/designer/TableInfo', { table: TABLE })).toMatchObject({ source: 'designer', editable: true, version: 2 });
        const admin = await loggedIn(server, 'admin');
        expect((await firstPage<{ mileage: number }>(admin, LIST)).data.map(row => Number(row.mileage))).toContain(12000);
    });
});
