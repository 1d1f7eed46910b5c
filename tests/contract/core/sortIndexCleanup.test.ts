import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/core/Db';
import { runMigrations } from '../../../server/db/runMigrations';
import { domains } from '../../../server/domains';
import { engineName, freshEngineDb } from '../support/freshEngineDb';

/**
 * The `*-003-covering-sort-indexes` migrations on a database made by the first index scheme:
 * they drop the `(col, id)` indexes that lists with fixed conditions no longer use, rebuild the
 * sort indexes as covering ones, and run again without error or change (both engines).
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
    it('drops the superseded indexes, rebuilds covering ones, and is idempotent', async () => {
        const fresh = await indexes('dealers');
        expect(fresh.dealers_kind_is_black_deposit_sort).toMatch(/\(kind, is_black, deposit, id\) INCLUDE \(.*audit_status.*\)/);
        // The database as the first schemes left it: (col, id) indexes, composite ones covering nothing.
        await db.exec(`CREATE INDEX dealers_deposit_sort ON dealers (deposit, id);
CREATE INDEX dealers_create_time_sort ON dealers (create_time, id);
DROP INDEX dealers_kind_is_black_deposit_sort;
CREATE INDEX dealers_kind_is_black_deposit_sort ON dealers (kind, is_black, deposit, id);`);
        const cleanup = domains.flatMap(domain => domain.migrations).filter(migration => migration.id.endsWith('-003-covering-sort-indexes'));
        expect(cleanup.map(migration => migration.id)).toContain('dealer-003-covering-sort-indexes');
        await db.query(`DELETE FROM schema_migrations WHERE id = ANY($1::text[])`, [cleanup.map(migration => migration.id)]);
        expect(await runMigrations(db, domains)).toEqual(cleanup.map(migration => migration.id));
        const after = await indexes('dealers');
        expect(after).toEqual(fresh);
        // Run again as SQL: same end state, no error.
        for (const migration of cleanup) await db.exec(migration.sql);
        expect(await indexes('dealers')).toEqual(fresh);
    });
});
