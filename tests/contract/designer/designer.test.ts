import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';
import type { TestClient } from '../support/createTestClient';
import { signIn } from '../support/signedInServer';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { runConformance } from '../../../scripts/conformance/runConformance';
import { declareAgain, draftOf, textsOfDraft } from '../../../src/designer/designDraft';
import { parseInfo } from '../../../src/designer/designerCalls';

/**
 * The resource designer (docs/protocol.md §19): a platform administrator saves a declaration,
 * the server applies it online and serves its calls at once; versions, rollback (never a drop),
 * and every bad input refused with its reason and path, nothing changed.
 */

let server: TestServer;
let platform: TestClient;
let admin: TestClient;

const CALLS = 'platform/designer';
const LIST = 'seller/drive/DriveList';

/** The test-drive resource a platform engineer builds. */
const drive = (extra: Record<string, unknown> = {}) => ({
    table: 'test_drives',
    label: { 'zh-cn': '试驾', en: 'Test drive', es: 'Prueba de conducción', ja: '試乗' },
    industry: 'car',
    api: { list: LIST, info: 'seller/drive/DriveInfo', create: 'seller/drive/DriveAdd', update: 'seller/drive/DriveEdit', remove: 'seller/drive/DriveDel' },
    columns: {
        id: { title: 'ID', sort: true },
        customer: { title: { 'zh-cn': '客户', en: 'Customer', es: 'Cliente', ja: '顧客' }, search: true, write: { required: true, maxLength: 20 } },
        code: { title: '编号', write: true },
    },
    defaultSort: { column: 'id', order: 'desc' },
    ...extra,
});
const entry = [{ kind: 'list', path: '/drive/list', title: { 'zh-cn': '试驾', en: 'Test drives' }, api: LIST, calls: { create: 'seller/drive/DriveAdd' } }];

const save = (declaration: unknown, version: number, client = platform) =>
    client.post<{ table: string; version: number }>(`${CALLS}/TableSave`, { declaration: JSON.stringify(declaration), entry: JSON.stringify(entry), version });

const storedColumns = async (table: string) =>
    (
        await server.owner.query<{ column_name: string; data_type: string }>(
            'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY column_name',
            [table]
        )
    ).rows.map(row => `${row.column_name}:${row.data_type}`);

const versionCount = async () => Number((await server.owner.query<{ n: number }>('SELECT count(*) AS n FROM designer_versions')).rows[0].n);

beforeAll(async () => {
    server = await startTestServer();
    platform = await loggedIn(server, 'platform');
    admin = await loggedIn(server, 'admin');
});
afterAll(async () => {
    await server?.close();
});

describe('the resource designer', () => {
    it('lists a table a file declares as read-only, with its declaration to download', async () => {
        const list = await platform.get<Array<Record<string, unknown>>>(`${CALLS}/TableList`);
        expect(list).toContainEqual(expect.objectContaining({ table: 'brands', source: 'file', editable: false, version: 0 }));
        const info = await platform.get<Record<string, unknown>>(`${CALLS}/TableInfo`, { table: 'brands' });
        expect(info).toMatchObject({ table: 'brands', source: 'file', editable: false });
        expect(JSON.parse(info.declaration as string)).toMatchObject({ table: 'brands', api: { list: 'seller/brand/BrandList' } });
    });

    it('lists the server’s built-in tables read-only, as examples, uncounted: the declaration in every language, no versions', async () => {
        const list = await platform.get<Array<Record<string, unknown>>>(`${CALLS}/TableList`);
        const adverts = list.find(resource => resource.table === 'adverts');
        expect(adverts).toMatchObject({
            table: 'adverts',
            source: 'builtin',
            editable: false,
            version: 0,
            api: expect.objectContaining({ list: 'seller/content/AdvertList' }),
        });
        // An example may hold millions of rows: the list does not count them.
        expect(adverts).not.toHaveProperty('rows');
        expect(adverts).not.toHaveProperty('merchant_rows');
        // A table several built-in lists read (the auctions, their confirmations, the unsold) is listed once.
        expect(list.filter(resource => resource.table === 'auctions')).toHaveLength(1);

        const info = await platform.get<Record<string, unknown>>(`${CALLS}/TableInfo`, { table: 'adverts' });
        expect(info).toMatchObject({ table: 'adverts', source: 'builtin', editable: false, version: 0, hidden_columns: [] });
        const declaration = JSON.parse(info.declaration as string);
        expect(declaration).toMatchObject({ table: 'adverts', api: { list: 'seller/content/AdvertList' } });
        // The catalogue's keys come out in every language, and the domain's named option lists as their options.
        expect(declaration.columns.title.title).toEqual({ 'zh-cn': '广告标题', en: 'Advert title', es: 'Título del anuncio', ja: '広告タイトル' });
        expect(Array.isArray(declaration.columns.position.options)).toBe(true);
        expect(declaration.columns.position.options[0].label).toMatchObject({ 'zh-cn': expect.any(String), en: expect.any(String) });
        expect(await platform.get(`${CALLS}/TableVersions`, { table: 'adverts' })).toEqual([]);
    });

    it('refuses a save or rollback of a built-in table, in the caller’s language, changing nothing', async () => {
        const before = await versionCount();
        const adverts = JSON.stringify(drive({ table: 'adverts' }));
        const saved = await failure(platform.post(`${CALLS}/TableSave`, { declaration: adverts, entry: '[]', version: 0 }));
        expect((saved.body as { problems: unknown[] }).problems).toContainEqual({ path: 'table', message: '表名adverts已被系统表占用，请换一个名称' });
        const english = await signIn(server, 'platform', { encryption: false, lang: 'en' });
        const refusedInEnglish = await failure(english.post(`${CALLS}/TableSave`, { declaration: adverts, entry: '[]', version: 0 }));
        expect((refusedInEnglish.body as { problems: unknown[] }).problems).toContainEqual({
            path: 'table',
            message: 'The table name adverts is taken by a built-in table; choose another name',
        });
        expect((await failure(english.post(`${CALLS}/TableRollback`, { table: 'adverts', version: 1 }))).message).toBe('No such version: adverts version 1');
        expect(await versionCount()).toBe(before);
        expect(await storedColumns('adverts')).toContain('title:text');
    });

    it('checks a draft with the start-up schema, writing nothing', async () => {
        const good = await platform.post<{ problems: unknown[] }>(`${CALLS}/TableCheck`, {
            declaration: JSON.stringify(drive()),
            entry: JSON.stringify(entry),
        });
        expect(good.problems).toEqual([]);
        const bad = await platform.post<{ problems: Array<{ path: string; message: string }> }>(`${CALLS}/TableCheck`, {
            declaration: JSON.stringify(drive({ table: 'select', defaultSort: { column: 'nothing', order: 'desc' } })),
        });
        expect(bad.problems).toContainEqual({ path: 'table', message: 'is a word PostgreSQL reserves; choose another name' });
        expect(await versionCount()).toBe(0);
    });

    it('saves a new resource as version 1 and serves its calls at once', async () => {
        expect(await save(drive(), 0)).toMatchObject({ table: 'test_drives', version: 1 });
        for (const customer of ['张三', '李四', '王五']) await admin.post('seller/drive/DriveAdd', { customer, code: '12' });
        const page = await firstPage<{ customer: string }>(admin, LIST);
        expect(page.count).toBe(3);
        expect(page.data.map(row => row.customer).sort()).toEqual(['张三', '李四', '王五'].sort());
        // Each merchant its own rows: another car merchant sees none.
        expect((await firstPage(await loggedIn(server, 'dealer2'), LIST)).count).toBe(0);
        const listed = await platform.get<Array<Record<string, unknown>>>(`${CALLS}/TableList`);
        expect(listed).toContainEqual(
            expect.objectContaining({ table: 'test_drives', source: 'designer', editable: true, version: 1, author: 'platform', rows: 3, merchants: 1 })
        );
        // Per merchant, named from the platform's registry of merchants.
        const { rows: owner } = await server.owner.query<{ suid: string; name: string }>(
            "SELECT m.suid, m.name FROM merchants m JOIN users u ON u.suid = m.suid WHERE u.username = 'admin'"
        );
        expect(owner[0].name).not.toBe('');
        expect(listed.find(resource => resource.table === 'test_drives')?.merchant_rows).toEqual([{ suid: owner[0].suid, name: owner[0].name, rows: 3 }]);
        await loggedIn(server, 'dealer2').then(dealer2 => dealer2.post('seller/drive/DriveAdd', { customer: '周七' }));
        const again = await platform.get<Array<{ table: string; rows: number; merchants: number; merchant_rows: Array<{ rows: number }> }>>(
            `${CALLS}/TableList`
        );
        const drives = again.find(resource => resource.table === 'test_drives')!;
        expect([drives.rows, drives.merchants, drives.merchant_rows.map(row => row.rows)]).toEqual([4, 2, [3, 1]]);
        await server.owner.query("DELETE FROM test_drives WHERE customer = '周七'");
        // A shared table has its total only.
        expect(again.find(resource => resource.table === 'brands')).toMatchObject({ merchants: 0, merchant_rows: [] });
        expect(await platform.get(`public/catalogue/Entries`)).toEqual(entry);
    });

    it('refuses two saves of the same version: the second changes nothing', async () => {
        await save(drive({ label: '试驾预约' }), 1);
        const error = await failure(save(drive({ label: '试驾记录' }), 1));
        expect(error.message).toBe('该资源已被他人修改，请刷新后再保存');
        expect((error.body as { conflict: { _version: number; changed: string[] } }).conflict).toMatchObject({ _version: 2, changed: ['declaration.label'] });
        const info = await platform.get<{ version: number; declaration: string }>(`${CALLS}/TableInfo`, { table: 'test_drives' });
        expect(info.version).toBe(2);
        expect(JSON.parse(info.declaration).label).toBe('试驾预约');
        // A new resource saved with version 0 over an existing one is refused too.
        expect((await failure(save(drive(), 0))).message).toBe('资源test_drives已存在，请打开它再修改');
    });

    it('adds a column online; a rollback hides it again and keeps it with its data', async () => {
        const withPhone = drive({
            columns: { ...drive().columns, phone: { title: '电话', write: { kind: 'phone' } } },
        });
        expect(await save(withPhone, 2)).toMatchObject({ version: 3 });
        await admin.post('seller/drive/DriveAdd', { customer: '赵六', phone: '13800138000' });
        const definition = await admin.get<{ rows: Record<string, unknown> }>(LIST);
        expect(Object.keys(definition.rows)).toContain('phone');

        expect(await platform.post(`${CALLS}/TableRollback`, { table: 'test_drives', version: 2 })).toMatchObject({ version: 4 });
        expect(Object.keys((await admin.get<{ rows: Record<string, unknown> }>(LIST)).rows)).not.toContain('phone');
        expect(await storedColumns('test_drives')).toContain('phone:text');
        const kept = await server.owner.query<{ phone: string }>("SELECT phone FROM test_drives WHERE customer = '赵六'");
        expect(kept.rows[0].phone).toBe('13800138000');
        const info = await platform.get<{ hidden_columns: unknown[] }>(`${CALLS}/TableInfo`, { table: 'test_drives' });
        expect(info.hidden_columns).toEqual([{ name: 'phone', type: 'text' }]);

        const versions = await platform.get<Array<{ version: number; action: string; diff: Array<{ path: string }> }>>(`${CALLS}/TableVersions`, {
            table: 'test_drives',
        });
        expect(versions.map(v => [v.version, v.action])).toEqual([
            [4, 'rollback'],
            [3, 'save'],
            [2, 'save'],
            [1, 'save'],
        ]);
        expect(versions[1].diff.map(change => change.path)).toEqual(['declaration.label', 'declaration.columns.phone']);
        const logged = await server.owner.query<{ content: string }>("SELECT content FROM operator_logs WHERE module = '资源设计' ORDER BY id");
        expect(logged.rows.map(row => row.content)).toEqual([
            '保存资源test_drives第1版',
            '保存资源test_drives第2版',
            '保存资源test_drives第3版',
            '回滚资源test_drives到第2版（第4版）',
        ]);
    });
});

describe('npm run conformance', () => {
    it('checks the designer’s calls where the backend answers them, writing nothing', async () => {
        const lines: string[] = [];
        const before = await versionCount();
        await runConformance(['--base', server.url, '--username', 'platform', '--password', 'Platform@2026'], text => lines.push(text));
        expect(lines.filter(line => line.startsWith('hold  designer: '))).toHaveLength(7);
        expect(lines.some(line => line.startsWith('hold  designer: platform/designer/TableInfo answers a listed resource'))).toBe(true);
        expect(lines.filter(line => line.includes('designer') && !line.startsWith('hold  '))).toEqual([]);
        expect(await versionCount()).toBe(before);
    });
});

describe('bad input is refused with the reason and the path, and nothing changes', () => {
    const refused = async (call: () => Promise<unknown>) => {
        const before = await versionCount();
        const error = await failure(call());
        expect(await versionCount()).toBe(before);
        return { message: error.message, problems: (error.body as { problems?: Array<{ path: string; message: string }> })?.problems };
    };

    it('a name that clashes with a built-in table, a call another feature serves, a file’s table, a reserved word', async () => {
        expect(await refused(() => save(drive({ table: 'users' }), 0))).toMatchObject({
            problems: [{ path: 'table', message: '表名users已被系统表占用，请换一个名称' }],
        });
        expect((await refused(() => save(drive({ api: { list: 'seller/brand/BrandList' } }), 0))).problems).toContainEqual({
            path: 'api.list',
            message: '接口seller/brand/BrandList已被其他功能占用，请换一个路径',
        });
        expect((await refused(() => save(drive({ table: 'brands' }), 0))).problems).toContainEqual({
            path: 'table',
            message: '资源brands由声明文件管理，请在文件中修改',
        });
        const reserved = await refused(() => save(drive({ table: 'order' }), 0));
        expect(reserved.message).toBe('资源声明有误：table：is a word PostgreSQL reserves; choose another name');
    });

    it('a type change without a conversion', async () => {
        const numbered = drive({
            columns: { ...drive().columns, code: { title: '编号', type: 'number', write: { kind: 'int' } } },
        });
        expect((await refused(() => save(numbered, 4))).problems).toEqual([
            { path: 'columns.code.type', message: '列code的类型由text改为bigint，需要填写转换方式' },
        ]);
    });

    it('a conversion that fails on existing rows, in the database’s words naming the value, leaving the table as it was', async () => {
        await admin.post('seller/drive/DriveAdd', { customer: '坏数据', code: '12A' });
        const before = await storedColumns('test_drives');
        const converted = drive({
            columns: {
                ...drive().columns,
                code: {
                    title: '编号',
                    type: 'number',
                    write: { kind: 'int' },
                    migrate: { from: 'text', using: "coalesce(nullif(code, ''), '0')::bigint" },
                },
            },
        });
        const { problems } = await refused(() => save(converted, 4));
        expect(problems).toHaveLength(1);
        expect(problems![0].path).toBe('columns.code.migrate');
        expect(problems![0].message).toMatch(/^列code的已有数据不能转换：.*"12A"/);
        expect(await storedColumns('test_drives')).toEqual(before);
        expect((await platform.get<{ version: number }>(`${CALLS}/TableInfo`, { table: 'test_drives' })).version).toBe(4);
    });

    it('converts the column online once the rows convert, and records the step', async () => {
        await server.owner.query("DELETE FROM test_drives WHERE code = '12A'");
        const converted = drive({
            columns: {
                ...drive().columns,
                code: {
                    title: '编号',
                    type: 'number',
                    write: { kind: 'int' },
                    migrate: { from: 'text', using: "coalesce(nullif(code, ''), '0')::bigint" },
                },
            },
        });
        expect(await save(converted, 4)).toMatchObject({ version: 5 });
        expect(await storedColumns('test_drives')).toContain('code:bigint');
        const page = await firstPage<{ customer: string; code: number }>(admin, LIST, { sort: 'id', order: 'asc' });
        expect(page.data.map(row => row.code)).toEqual([12, 12, 12, 0]);
    });

    it('a declaration over the size limit', async () => {
        const huge = drive({ label: 'x'.repeat(70 * 1024) });
        expect((await refused(() => save(huge, 4))).problems).toEqual([{ path: 'declaration', message: 'declaration超过65536字节' }]);
    });

    it('what a file may not say either: SQL of the server’s own, the two-part form', async () => {
        const withSql = drive({ from: 'users', columns: { ...drive().columns, code: { title: '编号', sql: 'now()' } } });
        expect((await refused(() => save(withSql, 4))).problems).toEqual([
            { path: 'from', message: "only the server's own declarations take from" },
            { path: 'columns.code.sql', message: "only the server's own declarations take sql" },
        ]);
        const twoPart = drive({ search: [{ name: 'customer' }] });
        expect((await refused(() => save(twoPart, 4))).problems).toEqual([{ path: 'declaration', message: expect.stringMatching(/two-part form/) }]);
    });

    it('malformed JSON and a menu entry naming another resource’s call', async () => {
        expect((await refused(() => platform.post(`${CALLS}/TableSave`, { declaration: '{"table":', version: 4 }))).problems).toEqual([
            { path: 'declaration', message: 'declaration不是有效的JSON' },
        ]);
        const foreign = () =>
            platform.post(`${CALLS}/TableSave`, {
                declaration: JSON.stringify(drive()),
                entry: JSON.stringify({ kind: 'list', path: '/x', api: 'seller/brand/BrandList' }),
                version: 4,
            });
        expect((await refused(foreign)).problems).toEqual([{ path: 'entry.api', message: '菜单入口的接口seller/brand/BrandList不是该资源的接口' }]);
    });

    it('a save, rollback or read by an account without the permission', async () => {
        expect((await refused(() => save(drive(), 4, admin))).message).toMatch(/^没有此操作权限/);
        expect((await refused(() => admin.post(`${CALLS}/TableRollback`, { table: 'test_drives', version: 1 }))).message).toMatch(/^没有此操作权限/);
        expect((await failure(admin.get(`${CALLS}/TableList`))).message).toMatch(/^没有此操作权限/);
    });

    it('answers in the caller’s language', async () => {
        const english = await signIn(server, 'platform', { encryption: false, lang: 'en' });
        const error = await failure(english.post(`${CALLS}/TableSave`, { declaration: JSON.stringify(drive({ table: 'users' })), version: 0 }));
        expect(error.message).toBe('The resource declaration is invalid: table: The table name users is taken by a built-in table; choose another name');
        expect((await failure(english.post(`${CALLS}/TableRollback`, { table: 'test_drives', version: 99 }))).message).toBe(
            'No such version: test_drives version 99'
        );
    });

    it('keeps serving designed tables after a restart', async () => {
        server = await server.restart();
        const again = await loggedIn(server, 'admin');
        expect((await firstPage(again, LIST)).count).toBe(4);
        platform = await loggedIn(server, 'platform');
        admin = again;
    });
});

describe('a hidden column declared again', () => {
    const calls = {
        list: 'seller/kept/KeptList',
        info: 'seller/kept/KeptInfo',
        create: 'seller/kept/KeptAdd',
        update: 'seller/kept/KeptEdit',
        remove: 'seller/kept/KeptDel',
    };
    const kept = (columns: Record<string, unknown> = {}) => ({
        table: 'kept_columns',
        label: '保留列',
        industry: 'car',
        api: calls,
        columns: { name: { title: '名称', write: { required: true } }, ...columns },
        defaultSort: { column: 'id', order: 'desc' },
    });
    const keptEntry = JSON.stringify([{ kind: 'list', path: '/kept/list', title: '保留列', api: calls.list, calls: { create: calls.create } }]);
    const saveKept = (declaration: unknown, version: number) =>
        platform.post<{ version: number }>(`${CALLS}/TableSave`, { declaration: JSON.stringify(declaration), entry: keptEntry, version });
    const infoOf = () => platform.get<Record<string, unknown>>(`${CALLS}/TableInfo`, { table: 'kept_columns' });

    it('is answered with the type it is declared again with, and so declared keeps its stored type and its data', async () => {
        await saveKept(kept(), 0);
        const shown = {
            title: '显示',
            type: 'select',
            options: [
                { value: 1, label: '是' },
                { value: 0, label: '否' },
            ],
            write: { kind: 'switch' },
        };
        await saveKept(kept({ phone: { title: '电话', write: { kind: 'phone' } }, seats: { title: '座位', type: 'number', write: true }, shown }), 1);
        await admin.post(calls.create, { name: '甲', phone: '13800138000', seats: 5, shown: 1 });
        expect(await platform.post(`${CALLS}/TableRollback`, { table: 'kept_columns', version: 1 })).toMatchObject({ version: 3 });
        const info = await infoOf();
        expect(info.hidden_columns).toEqual([
            { name: 'phone', type: 'text' },
            { name: 'seats', type: 'number' },
            { name: 'shown', type: 'number', kind: 'switch' },
        ]);

        // As the designer does: each declared again into the draft, then saved as any change is.
        const read = parseInfo(info);
        const draft = read.hidden.reduce(declareAgain, draftOf(read.declaration, read.entry));
        expect(await platform.post(`${CALLS}/TableSave`, { ...textsOfDraft(draft, { entry: read.entry }), version: 3 })).toMatchObject({ version: 4 });
        expect((await infoOf()).hidden_columns).toEqual([]);
        expect(await storedColumns('kept_columns')).toEqual(expect.arrayContaining(['phone:text', 'seats:bigint', 'shown:smallint']));
        const { rows } = await server.owner.query<Record<string, unknown>>("SELECT phone, seats::text AS seats, shown FROM kept_columns WHERE name = '甲'");
        expect(rows).toEqual([{ phone: '13800138000', seats: '5', shown: 1 }]);
        const definition = await admin.get<{ rows: Record<string, { title?: string }> }>(calls.list);
        expect(Object.keys(definition.rows)).toEqual(expect.arrayContaining(['phone', 'seats', 'shown']));
    });
});
