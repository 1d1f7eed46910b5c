import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * A declared column whose type changes (text codes that become integers): reported and kept
 * without `migrate`; with `"migrate": { "from", "using" }` converted once inside the start-up
 * lock and recorded in declared_tables; refused, with nothing changed and the rows named by
 * the database's message, when a row does not convert.
 */

let tablesDir: string;
let server: TestServer;

const LIST = 'seller/lot/LotList';
const write = (declaration: unknown) => writeFile(path.join(tablesDir, 'lots.json'), JSON.stringify(declaration));
const declaration = (code: Record<string, unknown>, kind: 'text' | 'int') => ({
    table: 'lots_decl',
    label: '批次',
    industry: 'car',
    api: { list: LIST, info: 'seller/lot/LotInfo', create: 'seller/lot/LotAdd' },
    columns: { name: { title: '批次名称' }, code: { title: '批次编号', sort: true, ...code } },
    fields: [
        { name: 'name', title: '批次名称', required: true },
        { name: 'code', title: '批次编号', kind },
    ],
    defaultSort: { column: 'id', order: 'asc' },
    // Seeded, so shared between merchants, and written by the platform.
    perMerchant: false,
    seed: [
        { name: '一批', code: kind === 'text' ? '12' : 12 },
        { name: '二批', code: kind === 'text' ? '034' : 34 },
    ],
});
const asInteger = declaration({ type: 'number', migrate: { from: 'text', using: 'code::bigint' } }, 'int');

const storedType = async () =>
    (
        await server.owner.query<{ data_type: string }>(
            "SELECT data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'lots_decl' AND column_name = 'code'"
        )
    ).rows[0].data_type;

beforeAll(async () => {
    tablesDir = await mkdtemp(path.join(tmpdir(), 'mc-tables-'));
    await write(declaration({}, 'text'));
    server = await startTestServer({ tablesDir, tablesDirIsDefault: false });
});
afterAll(async () => {
    await server?.close();
    await rm(tablesDir, { recursive: true, force: true });
});

describe('a declared column whose type changes', () => {
    it('is reported and kept as it is stored when the declaration says no migrate', async () => {
        expect(await storedType()).toBe('text');
        await write({ ...declaration({ type: 'number' }, 'int'), seed: [] });
        server = await server.restart();
        expect(server.notices).toEqual([
            'lots.json: column lots_decl.code is stored as text but now declared bigint; kept as text (a "migrate" on the column converts it)',
        ]);
        expect(await storedType()).toBe('text');
    });

    it('refuses a migration when a row does not convert, naming the value, and changes nothing', async () => {
        await server.owner.query("INSERT INTO lots_decl (name, code) VALUES ('坏批', '12A')");
        await write(asInteger);
        await server.stop();
        await expect(server.restart()).rejects.toThrow(
            /^lots\.json: columns\.code\.migrate: the rows of lots_decl do not convert from text to bigint using code::bigint: .*"12A".*; nothing was changed and the server does not start$/
        );
    });

    it('refuses a migration from a type the column is not stored as', async () => {
        await write(declaration({ type: 'number', migrate: { from: 'smallint', using: 'code::bigint' } }, 'int'));
        await expect(server.restart()).rejects.toThrow(
            'lots.json: columns.code.migrate.from: lots_decl.code is stored as text, not smallint; nothing was changed and the server does not start'
        );
    });

    it('converts every row once the rows allow it, records the step, and sorts the column as numbers', async () => {
        await write(declaration({}, 'text'));
        server = await server.restart();
        expect(await storedType()).toBe('text');
        await server.owner.query("UPDATE lots_decl SET code = '120' WHERE name = '坏批'");
        await write(asInteger);
        server = await server.restart();
        expect(server.notices).toEqual(['lots.json: column lots_decl.code changed from text to bigint using code::bigint (3 rows)']);
        expect(await storedType()).toBe('bigint');
        const { rows } = await server.owner.query<{ migrations: unknown }>("SELECT migrations FROM declared_tables WHERE name = 'lots_decl'");
        const recorded = typeof rows[0].migrations === 'string' ? JSON.parse(rows[0].migrations) : rows[0].migrations;
        expect(recorded).toEqual([{ column: 'code', from: 'text', to: 'bigint', using: 'code::bigint', rows: 3, at: expect.any(String) }]);
        const platform = await loggedIn(server, 'platform');
        const sorted = await firstPage(platform, LIST, { sort: 'code', order: true });
        expect(sorted.data.map(row => [row.name, row.code])).toEqual([
            ['一批', 12],
            ['二批', 34],
            ['坏批', 120],
        ]);
        expect((await failure(platform.post('seller/lot/LotAdd', { name: '新批', code: 'x' }))).message).toBe('批次编号格式不正确');
    });

    it('is applied once: the next start finds the column converted and does nothing', async () => {
        server = await server.restart();
        expect(server.notices).toEqual([]);
        expect(await storedType()).toBe('bigint');
    });
});
