import type { Db } from '../core/Db';
import { MERCHANT_COLUMN, type TableOwner } from '../core/TableOwner';
import { CURRENT_MERCHANT_SQL, PLATFORM_WRITER_SQL, quoteIdentifier } from './merchantScope';

/** The policy of every merchant table: what makes a table a merchant's, as the database holds it. */
export const MERCHANT_POLICY = 'mc_merchant_rows';

/** The policies row-level security keeps on each kind of table, by name. */
const POLICIES: Partial<Record<TableOwner['owner'], Record<string, string>>> = {
    merchant: {
        [MERCHANT_POLICY]: `USING (${MERCHANT_COLUMN} = ${CURRENT_MERCHANT_SQL}) WITH CHECK (${MERCHANT_COLUMN} = ${CURRENT_MERCHANT_SQL})`,
    },
    platform: {
        mc_platform_read: 'FOR SELECT USING (true)',
        mc_platform_write: `USING (${PLATFORM_WRITER_SQL}) WITH CHECK (${PLATFORM_WRITER_SQL})`,
    },
};

/**
 * The second wall between merchants (server/README.md, "Merchants"), applied at every start
 * inside the start-up lock, idempotent:
 * - the application role exists, the owner may take it, and it may read and write every table
 *   and sequence (row-level security, not grants, decides which rows);
 * - every merchant table has row-level security with a policy that shows and accepts only the
 *   rows of the merchant in `mc.suid`; every platform table one that shows every row and accepts
 *   writes only with `mc.platform` on. The owner is not subject to them (start-up, migrations,
 *   seeds); the application role is, and a merchant's calls run as it (Database.forMerchant).
 * - substring search (`ILIKE`) may use its trigram index under row-level security only when its
 *   function is marked leak-proof, which only a superuser can do: done when the owner is one,
 *   otherwise said in a notice (lists then filter the merchant's own index range instead).
 * Answers what start-up should tell.
 */
export const applyRowSecurity = async (db: Db, owners: Readonly<Record<string, TableOwner>>, role: string): Promise<string[]> => {
    const notices: string[] = [];
    const quoted = quoteIdentifier(role);
    await db.exec(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN
        CREATE ROLE ${quoted} NOLOGIN;
    END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; -- another database of the cluster made it meanwhile
END $$;
DO $$ BEGIN
    IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AND NOT pg_has_role(current_user, '${role}', 'MEMBER') THEN
        EXECUTE format('GRANT %I TO %I', '${role}', current_user);
    END IF;
END $$;
DO $$ BEGIN
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO %I', current_schema(), '${role}');
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO %I', current_schema(), '${role}');
    EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO %I', current_schema(), '${role}');
END $$;`);

    const { rows: existing } = await db.query<{ table: string; policy: string; secured: boolean }>(
        `SELECT c.relname AS "table", p.polname AS policy, c.relrowsecurity AS secured
           FROM pg_class c LEFT JOIN pg_policy p ON p.polrelid = c.oid
          WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace`
    );
    const statements: string[] = [];
    for (const [table, { owner }] of Object.entries(owners)) {
        const policies = POLICIES[owner];
        const found = existing.filter(row => row.table === table);
        if (!policies || !found.length) continue;
        if (!found[0].secured) statements.push(`ALTER TABLE ${quoteIdentifier(table)} ENABLE ROW LEVEL SECURITY;`);
        for (const [name, rule] of Object.entries(policies)) {
            if (!found.some(row => row.policy === name)) statements.push(`CREATE POLICY ${name} ON ${quoteIdentifier(table)} ${rule};`);
        }
    }
    if (statements.length) await db.exec(statements.join('\n'));

    const { rows } = await db.query<{ superuser: boolean; leakproof: boolean }>(
        `SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
                (SELECT proleakproof FROM pg_proc WHERE oid = 'texticlike(text, text)'::regprocedure) AS leakproof`
    );
    // ILIKE's errors depend on its pattern only, which the server always gives as a parameter:
    // no row value can come out through one, which is what leak-proof promises.
    if (!rows[0].leakproof && rows[0].superuser) await db.exec('ALTER FUNCTION texticlike(text, text) LEAKPROOF;');
    if (!rows[0].leakproof && !rows[0].superuser) {
        notices.push(
            'text search under row-level security cannot use trigram indexes: as a superuser, run ALTER FUNCTION texticlike(text, text) LEAKPROOF (server/README.md, "Merchants")'
        );
    }
    return notices;
};
