import { createHash } from 'node:crypto';
import type { Connections, Db } from '../core/Db';
import { MERCHANT_COLUMN, type TableOwner } from '../core/TableOwner';
import type { NamedAccessKey } from '../core/NamedAccess';
import { CURRENT_MERCHANT_SQL, CURRENT_REASON_SQL, PLATFORM_WRITER_SQL, quoteIdentifier } from './merchantScope';
import { NAMED_ACCESS, namedAccessSql, type DefinerFunction, type NamedAccess, type PolicyCommand } from './namedAccess';

/** The policy of every merchant table: what makes a table a merchant's, as the database holds it. */
export const MERCHANT_POLICY = 'mc_merchant_rows';

const PLATFORM_POLICIES = {
    mc_platform_read: 'FOR SELECT USING (true)',
    mc_platform_write: `USING (${PLATFORM_WRITER_SQL}) WITH CHECK (${PLATFORM_WRITER_SQL})`,
};

/** The policies row-level security keeps on each kind of table, by name, for everyone. */
const POLICIES: Partial<Record<TableOwner['owner'], Record<string, string>>> = {
    merchant: {
        [MERCHANT_POLICY]: `USING (${MERCHANT_COLUMN} = ${CURRENT_MERCHANT_SQL}) WITH CHECK (${MERCHANT_COLUMN} = ${CURRENT_MERCHANT_SQL})`,
    },
    platform: PLATFORM_POLICIES,
    // A table shared between merchants is the platform's to write, as platform tables are.
    shared: PLATFORM_POLICIES,
};

/** The owner's policy on every table under row-level security: every row, in a transaction that names its reason. */
const OWNER_REASON_POLICY = 'mc_named_reason';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** A named access's policy on one table and command; its name carries a digest of what it says, so a changed one is replaced. */
const namedPolicy = (key: NamedAccessKey, table: string, command: PolicyCommand, rows: string, role: string) => {
    const condition = `(${namedAccessSql(key)} AND (${rows}))`;
    const clauses =
        command === 'INSERT' ? `WITH CHECK ${condition}` : command === 'UPDATE' ? `USING ${condition} WITH CHECK ${condition}` : `USING ${condition}`;
    const rule = `FOR ${command} TO ${quoteIdentifier(role)} ${clauses}`;
    const prefix = `mc_${key.toLowerCase()}_${command.toLowerCase()}_`;
    return { table, prefix, name: `${prefix}${hashOf(rule)}`, rule };
};

/** A named access's function body, between its dollar quotes (`pg_proc.prosrc`). */
const definerSource = (key: NamedAccessKey, name: string, body: string) => `
#variable_conflict use_column
BEGIN
    IF NOT (${namedAccessSql(key)}) THEN
        RAISE EXCEPTION '${name} belongs to the named access ${key}: its transaction does not name it' USING ERRCODE = '42501';
    END IF;
    ${body}
END `;

/**
 * A named access's function, created or replaced. CREATE OR REPLACE cannot change what a function
 * returns (42P13): a function whose answer gained a column is dropped and made again, in the
 * start-up's transaction, so no call sees it missing.
 */
const definerFunctionSql = (
    key: NamedAccessKey,
    name: string,
    { arguments: args, returns, body, signature, writes }: DefinerFunction,
    schema: string,
    role: string
) => {
    const create = `CREATE OR REPLACE FUNCTION ${name}(${args}) RETURNS ${returns}
LANGUAGE plpgsql ${writes ? 'VOLATILE' : 'STABLE'} SECURITY DEFINER SET search_path = ${quoteIdentifier(schema)}, pg_temp AS $fn$${definerSource(key, name, body)}$fn$`;
    return `DO $replace$ BEGIN
    EXECUTE $create$${create}$create$;
EXCEPTION WHEN invalid_function_definition THEN
    DROP FUNCTION ${signature};
    EXECUTE $create$${create}$create$;
END $replace$;
REVOKE ALL ON FUNCTION ${signature} FROM PUBLIC;
GRANT EXECUTE ON FUNCTION ${signature} TO ${quoteIdentifier(role)};`;
};

/** Spaces and case aside, as PostgreSQL prints a function's arguments and result. */
const SHAPE_SQL = (sql: string) => `lower(regexp_replace(${sql}, '\\s', '', 'g'))`;

/**
 * The named access functions already in place as `definerFunctionSql` makes them: same
 * arguments, result, language, body, volatility, owner rights, search path and grants (none to PUBLIC,
 * EXECUTE to the role), by name. One catalogue query for all; any difference makes it again.
 */
const definerFunctionsInPlace = async (
    db: Db,
    functions: ReadonlyArray<{ key: NamedAccessKey; name: string; fn: DefinerFunction }>,
    role: string
): Promise<Set<string>> => {
    if (!functions.length) return new Set();
    const { rows } = await db.query<{ name: string }>(
        `SELECT w.name FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS w(name, signature, args, returns, source, volatility)
           JOIN pg_proc p ON p.oid = to_regprocedure(w.signature)
          WHERE p.pronamespace = current_schema()::regnamespace AND p.prolang = (SELECT oid FROM pg_language WHERE lanname = 'plpgsql') AND p.prosrc = w.source AND p.prosecdef AND p.provolatile::text = w.volatility
            AND p.proconfig IS NOT DISTINCT FROM ARRAY['search_path=' || quote_ident(current_schema()) || ', pg_temp']
            AND ${SHAPE_SQL('pg_get_function_arguments(p.oid)')} = ${SHAPE_SQL('w.args')}
            AND ${SHAPE_SQL('pg_get_function_result(p.oid)')} = ${SHAPE_SQL('w.returns')}
            AND p.proacl IS NOT NULL AND NOT EXISTS (SELECT 1 FROM aclexplode(p.proacl) a WHERE a.grantee = 0)
            AND has_function_privilege($7, p.oid, 'EXECUTE')`,
        [
            functions.map(({ name }) => name),
            functions.map(({ fn }) => fn.signature),
            functions.map(({ fn }) => fn.arguments),
            functions.map(({ fn }) => fn.returns),
            functions.map(({ key, name, fn }) => definerSource(key, name, fn.body)),
            functions.map(({ fn }) => (fn.writes ? 'v' : 's')),
            role,
        ]
    );
    return new Set(rows.map(row => row.name));
};

/**
 * Whether the application role exists with every grant start-up gives it: usage of the schema,
 * reading and writing every table, using every sequence. Privileges are asked one by one: given
 * a list, has_table_privilege answers whether any of them is held.
 */
const ROLE_READY_SQL = `SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1) THEN false ELSE
    has_schema_privilege($1, current_schema(), 'USAGE')
    AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
                      AND NOT (has_table_privilege($1, c.oid, 'SELECT') AND has_table_privilege($1, c.oid, 'INSERT')
                               AND has_table_privilege($1, c.oid, 'UPDATE') AND has_table_privilege($1, c.oid, 'DELETE')))
    AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'S'
                      AND NOT (has_sequence_privilege($1, c.oid, 'USAGE') AND has_sequence_privilege($1, c.oid, 'SELECT')))
END AS ready`;

/**
 * The second wall between merchants (server/README.md, "Merchants"), applied at every start
 * inside the start-up lock, idempotent, as the tables' owner:
 * - the application role exists, may read and write every table and sequence (row-level
 *   security, not grants, decides which rows) and the calls' role may take it: the owner itself
 *   when the calls share its connection, else `DATABASE_URL`'s role, which must own no table;
 * - every merchant table has row-level security, FORCEd so that it binds the owner too, with a
 *   policy that shows and accepts only the rows of the merchant in `mc.suid`; every platform
 *   and shared table one that shows every row and accepts writes only with `mc.platform` on;
 *   and every one of them a policy for the owner alone that shows every row in a transaction
 *   naming its reason (start-up, seeds, the named functions below);
 * - each named cross-merchant access (db/namedAccess) has its SECURITY DEFINER functions and
 *   its policies, for the application role only;
 * - substring search (`ILIKE`) may use its trigram index under row-level security only when its
 *   function is marked leak-proof, which only a superuser can do: done when the owner is one,
 *   otherwise said in a notice (lists then filter the merchant's own index range instead).
 * Answers what start-up should tell.
 */
export const applyRowSecurity = async (
    db: Db,
    owners: Readonly<Record<string, TableOwner>>,
    role: string,
    connections?: Pick<Connections, 'calls' | 'separate' | 'embedded'>,
    accesses: Readonly<Record<string, NamedAccess>> = NAMED_ACCESS
): Promise<string[]> => {
    const notices: string[] = [];
    const quoted = quoteIdentifier(role);
    const { rows: who } = await db.query<{ owner: string; schema: string; superuser: boolean; leakproof: boolean }>(
        `SELECT current_user AS owner, current_schema() AS schema, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
                (SELECT proleakproof FROM pg_proc WHERE oid = 'texticlike(text, text)'::regprocedure) AS leakproof`
    );
    const { owner, schema, superuser, leakproof } = who[0];
    const calls = connections?.separate ? connections.calls : owner;
    const { rows: roleReady } = await db.query<{ ready: boolean }>(ROLE_READY_SQL, [role]);
    if (!roleReady[0].ready)
        await db.exec(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN
        CREATE ROLE ${quoted} NOLOGIN;
    END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; -- another database of the cluster made it meanwhile
END $$;
DO $$ BEGIN
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO %I', current_schema(), '${role}');
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO %I', current_schema(), '${role}');
    EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO %I', current_schema(), '${role}');
END $$;`);
    await letCallsTakeRole(db, calls, role, owner === calls);

    const { rows: existing } = await db.query<{ table: string; policy: string | null; secured: boolean; forced: boolean }>(
        `SELECT c.relname AS "table", p.polname AS policy, c.relrowsecurity AS secured, c.relforcerowsecurity AS forced
           FROM pg_class c LEFT JOIN pg_policy p ON p.polrelid = c.oid
          WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace`
    );
    const present = (table: string) => existing.filter(row => row.table === table);
    const statements: string[] = [];
    for (const [table, { owner: kind }] of Object.entries(owners)) {
        const policies = POLICIES[kind];
        const found = present(table);
        if (!policies || !found.length) continue;
        const name = quoteIdentifier(table);
        if (!found[0].secured) statements.push(`ALTER TABLE ${name} ENABLE ROW LEVEL SECURITY;`);
        if (!found[0].forced) statements.push(`ALTER TABLE ${name} FORCE ROW LEVEL SECURITY;`);
        const rules = {
            ...policies,
            [OWNER_REASON_POLICY]: `TO ${quoteIdentifier(owner)} USING (${CURRENT_REASON_SQL} IS NOT NULL) WITH CHECK (${CURRENT_REASON_SQL} IS NOT NULL)`,
        };
        for (const [policy, rule] of Object.entries(rules)) {
            if (!found.some(row => row.policy === policy)) statements.push(`CREATE POLICY ${policy} ON ${name} ${rule};`);
        }
    }
    const merchantTables = Object.keys(owners).filter(table => owners[table].owner === 'merchant');
    const definers = (Object.entries(accesses) as Array<[NamedAccessKey, NamedAccess]>).flatMap(([key, access]) =>
        Object.entries(access.functions ?? {}).map(([name, fn]) => ({ key, name, fn }))
    );
    const inPlace = await definerFunctionsInPlace(db, definers, role);
    for (const { key, name, fn } of definers) if (!inPlace.has(name)) statements.push(definerFunctionSql(key, name, fn, schema, role));
    for (const [key, access] of Object.entries(accesses) as Array<[NamedAccessKey, NamedAccess]>) {
        const everyMerchantTable = (access.everyMerchantTable ? merchantTables : []).map((table): [string, NonNullable<NamedAccess['policies']>[string]] => [
            table,
            { commands: access.everyMerchantTable! },
        ]);
        for (const [table, { commands, rows = 'true' }] of [...everyMerchantTable, ...Object.entries(access.policies ?? {})]) {
            const found = present(table);
            if (!found.length) continue;
            for (const command of commands) {
                const policy = namedPolicy(key, table, command, rows, role);
                for (const stale of found.filter(row => row.policy?.startsWith(policy.prefix) && row.policy !== policy.name)) {
                    statements.push(`DROP POLICY ${quoteIdentifier(stale.policy!)} ON ${quoteIdentifier(table)};`);
                }
                if (!found.some(row => row.policy === policy.name))
                    statements.push(`CREATE POLICY ${policy.name} ON ${quoteIdentifier(table)} ${policy.rule};`);
            }
        }
    }
    if (statements.length) await db.exec(statements.join('\n'));

    if (superuser && connections && !connections.embedded) {
        notices.push(
            `the tables' owner ${owner} is a superuser: row-level security does not bind it, FORCE or not; give MC_OWNER_DATABASE_URL (or DATABASE_URL) a role that is none (server/README.md, "Merchants")`
        );
    }
    // ILIKE's errors depend on its pattern only, which the server always gives as a parameter:
    // no row value can come out through one, which is what leak-proof promises.
    if (!leakproof && superuser) await db.exec('ALTER FUNCTION texticlike(text, text) LEAKPROOF;');
    if (!leakproof && !superuser) {
        notices.push(
            'text search under row-level security cannot use trigram indexes: as a superuser, run ALTER FUNCTION texticlike(text, text) LEAKPROOF (server/README.md, "Merchants")'
        );
    }
    return notices;
};

/** Whether the role `$1` may take the role `$2`: the first look's and the look again after a refused grant. */
const MEMBER_SQL = `pg_has_role($1, $2, 'MEMBER') AS member`;

const isMember = async (db: Db, calls: string, role: string) => (await db.query<{ member: boolean }>(`SELECT ${MEMBER_SQL}`, [calls, role])).rows[0].member;

/**
 * The calls' role may take the application role (`SET LOCAL ROLE`): granted once, which needs
 * CREATEROLE or the application role's admin option. A calls' role of its own must own no table
 * and be no superuser, or the second wall would not hold against its connection.
 */
export const letCallsTakeRole = async (db: Db, calls: string, role: string, sharesOwner: boolean) => {
    const { rows } = await db.query<{ member: boolean; superuser: boolean; owns: number }>(
        `SELECT ${MEMBER_SQL}, (SELECT rolsuper FROM pg_roles WHERE rolname = $1) AS superuser,
                (SELECT count(*)::int FROM pg_class WHERE relowner = (SELECT oid FROM pg_roles WHERE rolname = $1) AND relnamespace = current_schema()::regnamespace) AS owns`,
        [calls, role]
    );
    const { member, superuser, owns } = rows[0];
    if (!sharesOwner && (superuser || owns > 0)) {
        throw new Error(
            `DATABASE_URL connects as ${calls}, which ${superuser ? 'is a superuser' : `owns ${owns} tables of this schema`}: the calls need a role that owns no table and is no superuser (MC_OWNER_DATABASE_URL is the owner's), or leave MC_OWNER_DATABASE_URL unset to run them on the owner's connection`
        );
    }
    if (member || superuser) return;
    try {
        await db.exec(`GRANT ${quoteIdentifier(role)} TO ${quoteIdentifier(calls)}`);
    } catch (error) {
        // Roles are the cluster's: another instance, or a server of another database of the
        // cluster, starting at the same moment may have granted it between the look and the grant
        // (PostgreSQL then refuses the second grant with a unique violation).
        if (await isMember(db, calls, role)) return;
        throw new Error(
            `${calls} may not take the role ${role}, and the owner cannot grant it (${(error as Error).message}): as a superuser, run GRANT ${role} TO ${calls}`,
            {
                cause: error,
            }
        );
    }
};
