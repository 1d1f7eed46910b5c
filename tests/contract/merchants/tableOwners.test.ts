import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../../server/domains';
import { tableOwners } from '../../../server/domains/tableOwners';
import { readTableDeclarations } from '../../../server/declared/readTableDeclarations';
import { declaredDomain } from '../../../server/declared/declaredDomain';
import { readFileSync } from 'node:fs';
import { OWNER_TABLE_BEGIN, OWNER_TABLE_END, ownerTable } from '../../../scripts/ownerTable';
import { blockOf } from '../../../scripts/readmeBlock';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * Every table of the database has made its decision (server/README.md, "Merchants"), and the
 * schema keeps it: a merchant table has its merchant column, row-level security with its policy,
 * and indexes that lead with the merchant; a platform table is readable by all and writable by
 * the platform's administrator only.
 */

/** Indexes of merchant tables that look across merchants on purpose, each with why. */
const ACROSS_MERCHANTS: Record<string, string> = {
    users_username_key: 'signing in finds an account by its name, whichever merchant it belongs to',
    users_phone: 'signing in by SMS finds an account by its phone',
    export_tasks_status: 'the export queue claims the next task of any merchant',
    shop_orders_order_sn_key: 'order numbers are unique in the whole marketplace',
    stored_files_pkey: 'a kept file is found by the key its task names',
    stored_file_chunks_pkey: 'and its chunks by that key',
    addon_installs_pkey: 'leads with the merchant already: (suid, key)',
    record_revisions_created: 'the retention purge deletes the oldest revisions of every merchant',
};

/**
 * Trigram indexes (`trigramIndexes`) index the searched text alone: led by the merchant (through
 * btree_gin) the planner took them for plain merchant conditions and counted a large merchant's
 * rows from the heap. A substring search still reads only the caller's rows: the merchant
 * condition and row-level security filter what the index finds.
 */
const isTrigramIndex = (index: string) => index.endsWith('_trgm');

let server: TestServer;
let owners: ReturnType<typeof tableOwners>;
let endpoints: ReturnType<typeof declaredDomain>['endpoints'];

beforeAll(async () => {
    server = await startTestServer();
    const all = [...domains, ...(await readTableDeclarations(server.config.tablesDir, { optional: true })).map(declaredDomain)];
    owners = tableOwners(all);
    endpoints = all.flatMap(domain => domain.endpoints);
});
afterAll(() => server?.close());

const schemaTables = async () =>
    (
        await server.owner.query<{ name: string; secured: boolean }>(
            `SELECT relname AS name, relrowsecurity AS secured FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace ORDER BY relname`
        )
    ).rows;

describe('whose rows each table holds', () => {
    it('server/README.md lists them all, with the calls that look across merchants (run `npm run docs:routes` when this fails)', () => {
        const readme = readFileSync(new URL('../../../server/README.md', import.meta.url), 'utf8');
        expect(blockOf(readme, OWNER_TABLE_BEGIN, OWNER_TABLE_END).split('\n')).toEqual(ownerTable(owners, endpoints).split('\n'));
    });

    it('every table of the database has an owner, with a reason', async () => {
        const tables = await schemaTables();
        expect(tables.filter(table => !owners[table.name]).map(table => table.name)).toEqual([]);
        for (const [table, owner] of Object.entries(owners)) expect(owner.why.length, table).toBeGreaterThan(10);
    });

    it('every merchant table has its merchant column, row-level security and its policy', async () => {
        const merchant = Object.entries(owners)
            .filter(([, owner]) => owner.owner === 'merchant')
            .map(([table]) => table);
        expect(merchant).toEqual(
            expect.arrayContaining(['dealers', 'vehicles', 'wallet_logs', 'shop_orders', 'auctions', 'adverts', 'members', 'addon_installs'])
        );
        const tables = await schemaTables();
        const { rows: columns } = await server.owner.query<{ table: string; nullable: string }>(
            `SELECT table_name AS "table", is_nullable AS nullable FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'suid'`
        );
        const { rows: policies } = await server.owner.query<{ table: string; policy: string }>(
            `SELECT c.relname AS "table", p.polname AS policy FROM pg_policy p JOIN pg_class c ON c.oid = p.polrelid`
        );
        const problems = merchant.flatMap(table => {
            const found: string[] = [];
            if (!tables.find(t => t.name === table)?.secured) found.push(`${table}: no row-level security`);
            if (!policies.some(p => p.table === table && p.policy === 'mc_merchant_rows')) found.push(`${table}: no merchant policy`);
            if (!policies.some(p => p.table === table && p.policy === 'mc_named_reason')) found.push(`${table}: no policy for the owner's named reason`);
            const column = columns.find(c => c.table === table);
            if (!column) found.push(`${table}: no suid column`);
            // The declared tables' column stays '' for their seed rows, as a declaration has always done.
            else if (column.nullable !== 'NO') found.push(`${table}: suid may be NULL`);
            return found;
        });
        expect(problems).toEqual([]);
    });

    it('a platform or shared table is shown to all and written only with the platform scope (or by the owner naming its reason)', async () => {
        const platform = Object.entries(owners)
            .filter(([, owner]) => owner.owner === 'platform' || owner.owner === 'shared')
            .map(([table]) => table);
        expect(platform).toEqual(expect.arrayContaining(['addons', 'platform_settings', 'brands']));
        const { rows } = await server.owner.query<{ table: string; policy: string }>(
            `SELECT c.relname AS "table", p.polname AS policy FROM pg_policy p JOIN pg_class c ON c.oid = p.polrelid WHERE c.relname = ANY($1::text[]) ORDER BY 1, 2`,
            [platform]
        );
        expect(rows).toEqual(platform.sort().flatMap(table => ['mc_named_reason', 'mc_platform_read', 'mc_platform_write'].map(policy => ({ table, policy }))));
        const merchantDb = server.db.forMerchant({ suid: '90002', platform: false });
        await expect(merchantDb.query(`UPDATE addons SET price = price + 1 RETURNING key`)).resolves.toEqual({ rows: [] });
        await expect(merchantDb.query(`INSERT INTO platform_settings (key, value, update_time) VALUES ('probe', '{}', 0)`)).rejects.toThrow();
        await expect(merchantDb.query(`UPDATE brands SET sort = sort + 1 RETURNING id`)).resolves.toEqual({ rows: [] });
        const platformDb = server.db.forMerchant({ suid: '90001', platform: true });
        expect((await platformDb.query(`UPDATE addons SET price = price RETURNING key`)).rows.length).toBeGreaterThan(0);
        expect((await platformDb.query(`UPDATE brands SET sort = sort RETURNING id`)).rows.length).toBeGreaterThan(0);
    });

    it('every index of a merchant table leads with the merchant, but the few that look across merchants', async () => {
        const merchant = Object.entries(owners)
            .filter(([, owner]) => owner.owner === 'merchant')
            .map(([table]) => table);
        const { rows } = await server.owner.query<{ table: string; index: string; primary: boolean; lead: string }>(
            `SELECT t.relname AS "table", i.relname AS "index", x.indisprimary AS "primary", a.attname AS lead
               FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
               LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = x.indkey[0]
              WHERE t.relnamespace = current_schema()::regnamespace AND t.relname = ANY($1::text[])`,
            [merchant]
        );
        const across = rows
            .filter(row => !row.primary && row.lead !== 'suid' && !ACROSS_MERCHANTS[row.index] && !isTrigramIndex(row.index))
            .map(row => `${row.table}.${row.index} (${row.lead})`);
        expect(across).toEqual([]);
        // The exceptions are real indexes of this schema (or leading with suid after all).
        for (const name of Object.keys(ACROSS_MERCHANTS))
            expect(
                rows.some(row => row.index === name),
                name
            ).toBe(true);
    });
});
