import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/core/Db';
import { runMigrations } from '../../../server/db/runMigrations';
import { domains } from '../../../server/domains';
import { engineName, freshEngineDb } from '../support/freshEngineDb';

/**
 * The index migrations on a database made by earlier schemes, on both engines: the
 * `*-003-covering-sort-indexes` ones drop the `(col, id)` indexes that lists with fixed conditions
 * no longer use and rebuild covering ones; the merchant ones (`dealer-004-merchant-owner`) then
 * replace every sort index by one that leads with the merchant, whatever the earlier ones left.
 * Run again, each changes nothing.
 */
let db: Db;
let drop = async () => {};

const indexes = async (table: string) => {
    const { rows } = await db.query<{ name: string; definition: string }>(
        `SELECT indexname AS "name", indexdef AS "definition" FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 ORDER BY indexname`,
        [table]
    );
    return Object.fromEntries(rows.map(row => [row.name, row.definition]));
};

beforeAll(async () => {
    const fresh = await freshEngineDb('mc_cleanup');
    db = fresh.db;
    drop = fresh.drop;
    await runMigrations(db, domains);
}, 300_000);

afterAll(() => drop());

describe(`sort index clean-up on ${engineName()}`, () => {
    it('drops the superseded indexes, leads every sort index with the merchant, and is idempotent', async () => {
        const fresh = await indexes('dealers');
        expect(fresh.dealers_suid_kind_is_black_deposit_sort).toMatch(/\(suid, kind, is_black, deposit, id\) INCLUDE \(.*audit_status.*\)/);
        expect(Object.keys(fresh).filter(name => name.endsWith('_sort') && !name.startsWith('dealers_suid_'))).toEqual([]);
        // The database as the first schemes left it: (col, id) indexes, composite ones covering nothing.
        await db.exec(`CREATE INDEX dealers_deposit_sort ON dealers (deposit, id);
CREATE INDEX dealers_create_time_sort ON dealers (create_time, id);
CREATE INDEX dealers_kind_is_black_deposit_sort ON dealers (kind, is_black, deposit, id);`);
        const all = domains.flatMap(domain => domain.migrations);
        const cleanup = all.filter(migration => migration.id.endsWith('-003-covering-sort-indexes'));
        const merchant = all.filter(migration => migration.id === 'dealer-004-merchant-owner');
        expect(cleanup.map(migration => migration.id)).toContain('dealer-003-covering-sort-indexes');
        const again = [...cleanup, ...merchant].map(migration => migration.id);
        await db.query(`DELETE FROM schema_migrations WHERE id = ANY($1::text[])`, [again]);
        expect(await runMigrations(db, domains)).toEqual(all.filter(migration => again.includes(migration.id)).map(migration => migration.id));
        expect(await indexes('dealers')).toEqual(fresh);
        // Run again as SQL: same end state, no error.
        for (const migration of merchant) await db.exec(migration.sql);
        expect(await indexes('dealers')).toEqual(fresh);
    });
});
