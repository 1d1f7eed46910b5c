import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../server/app';
import { declaredDomain } from '../../../server/declared/declaredDomain';
import { readTableDeclarations } from '../../../server/declared/readTableDeclarations';
import { domains } from '../../../server/domains';
import { recordingDatabase } from '../support/recordingDatabase';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * Every start runs the start-up (server/app.ts, prepareDatabase) again: on a database that is
 * already as wanted it reads the catalogue and changes nothing, and whatever is missing or
 * differs, it still puts right. On both engines, as the tables' owner.
 */
let server: TestServer;

beforeAll(async () => {
    server = await startTestServer();
    // The first start on a new database makes the live stream's tables after granting the
    // application role every table: the second grants it those too. From then on it is up to date.
    await startAgain();
});
afterAll(() => server?.close());

/** The start-up again on the running server's database, as another instance's start runs it: the statements it sent. */
const startAgain = async () => {
    const { config } = server;
    const declared = await readTableDeclarations(config.tablesDir, { optional: config.tablesDirIsDefault });
    const { db, statements } = recordingDatabase(server.db);
    await prepareDatabase(db, config, [...domains, ...declared.map(declaredDomain)], declared);
    return statements;
};

/** A statement that changes the catalogue. */
const DDL = /^\s*(CREATE|ALTER|DROP|DO|GRANT|REVOKE|COMMENT)\b/i;

/** At most this many statements (reads of the catalogue and of its own records) on an up-to-date database. */
const UP_TO_DATE_STATEMENTS = 30;

const one = async <T>(sql: string, params: unknown[] = []) => (await server.owner.query<T>(sql, params)).rows[0];

describe('a start on an up-to-date database', () => {
    it('reads what is there, sends no DDL, and few statements', async () => {
        const statements = await startAgain();
        expect(statements.filter(sql => DDL.test(sql))).toEqual([]);
        expect(statements.length).toBeLessThanOrEqual(UP_TO_DATE_STATEMENTS);
    });
});

describe('a start puts right what differs', () => {
    const cases: Array<{ what: string; tamper: () => string; repaired: () => string }> = [
        {
            what: 'a write counter function with another body',
            tamper: () => `CREATE OR REPLACE FUNCTION mc_bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; /* tampered */ END $$`,
            repaired: () =>
                `SELECT prosrc NOT LIKE '%tampered%' AS ok FROM pg_proc WHERE proname = 'mc_bump_table_version' AND pronamespace = current_schema()::regnamespace`,
        },
        {
            what: 'a record history function with another body',
            tamper: () => `CREATE OR REPLACE FUNCTION mc_record_revision() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; /* tampered */ END $$`,
            repaired: () =>
                `SELECT prosrc NOT LIKE '%tampered%' AS ok FROM pg_proc WHERE proname = 'mc_record_revision' AND pronamespace = current_schema()::regnamespace`,
        },
        {
            what: 'a live function that lost its search path',
            tamper: () => 'ALTER FUNCTION mc_live_commit() RESET ALL',
            repaired: () =>
                `SELECT proconfig IS NOT NULL AS ok FROM pg_proc WHERE proname = 'mc_live_commit' AND pronamespace = current_schema()::regnamespace`,
        },
        {
            what: 'a named access function of another volatility, executable by everyone',
            tamper: () => 'ALTER FUNCTION mc_merchant_directory() VOLATILE; GRANT EXECUTE ON FUNCTION mc_merchant_directory() TO PUBLIC',
            repaired: () => `SELECT p.provolatile = 's' AND NOT EXISTS (SELECT 1 FROM aclexplode(p.proacl) a WHERE a.grantee = 0) AS ok
                         FROM pg_proc p WHERE p.oid = 'mc_merchant_directory()'::regprocedure`,
        },
        {
            what: 'a table the application role may no longer write',
            tamper: () => `REVOKE INSERT ON users FROM ${server.config.appRole}`,
            repaired: () => `SELECT has_table_privilege('${server.config.appRole}', 'users', 'INSERT') AS ok`,
        },
        {
            what: 'a followed table without its live trigger',
            tamper: () => 'DROP TRIGGER mc_live_insert ON users',
            repaired: () => `SELECT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'mc_live_insert' AND tgrelid = 'users'::regclass) AS ok`,
        },
        {
            what: 'a list without its sort index',
            tamper: () => 'DROP INDEX roles_suid_create_time_sort',
            repaired: () => `SELECT to_regclass('roles_suid_create_time_sort') IS NOT NULL AS ok`,
        },
        {
            what: 'a declared table without its sort index',
            tamper: () => 'DROP INDEX brands_initial_sort',
            repaired: () => `SELECT to_regclass('brands_initial_sort') IS NOT NULL AS ok`,
        },
    ];

    it.each(cases)('$what', async ({ tamper, repaired }) => {
        await server.db.exec(tamper());
        expect(await one<{ ok: boolean }>(repaired())).toEqual({ ok: false });
        const statements = await startAgain();
        expect(statements.some(sql => DDL.test(sql))).toBe(true);
        expect(await one<{ ok: boolean }>(repaired())).toEqual({ ok: true });
        // And the start after that has nothing left to do.
        expect((await startAgain()).filter(sql => DDL.test(sql))).toEqual([]);
    });
});
