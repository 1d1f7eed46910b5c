import type { Db } from '../core/Db';
import { quoteIdentifier } from './merchantScope';

/** A trigger function start-up installs in the current schema: no arguments, in PL/pgSQL. */
export interface TriggerFunction {
    name: string;
    /** The body between the dollar quotes, exactly as the CREATE sends it (`pg_proc.prosrc`). */
    source: string;
    /** Runs as its owner with this schema alone on its search path (`SECURITY DEFINER SET search_path`). */
    definer?: string;
}

/** The statement that creates or replaces it. */
export const triggerFunctionSql = ({ name, source, definer }: TriggerFunction) =>
    `CREATE OR REPLACE FUNCTION ${quoteIdentifier(name)}() RETURNS trigger LANGUAGE plpgsql${
        definer === undefined ? '' : ` SECURITY DEFINER SET search_path = ${quoteIdentifier(definer)}, pg_temp`
    } AS $fn$${source}$fn$;`;

/**
 * The statements creating those of these trigger functions that the current schema does not
 * already have exactly as wanted: same language, body, return type, owner rights and search path. Replacing
 * one that is in place rewrites the catalogue and invalidates every cached plan that calls it,
 * so a start on an up-to-date database sends none; one catalogue query answers for all of them.
 */
export const functionsToReplace = async (db: Db, functions: readonly TriggerFunction[]): Promise<string[]> => {
    if (!functions.length) return [];
    const { rows } = await db.query<{ name: string }>(
        `SELECT p.proname AS name
           FROM unnest($1::text[], $2::text[], $3::text[]) AS w(name, source, definer)
           JOIN pg_proc p ON p.proname = w.name AND p.pronamespace = current_schema()::regnamespace
          WHERE p.pronargs = 0 AND p.prorettype = 'trigger'::regtype AND p.prolang = (SELECT oid FROM pg_language WHERE lanname = 'plpgsql') AND p.prosrc = w.source AND p.prosecdef = (w.definer IS NOT NULL)
            AND p.proconfig IS NOT DISTINCT FROM CASE WHEN w.definer IS NOT NULL THEN ARRAY['search_path=' || quote_ident(w.definer) || ', pg_temp'] END`,
        [functions.map(fn => fn.name), functions.map(fn => fn.source), functions.map(fn => fn.definer ?? null)]
    );
    const inPlace = new Set(rows.map(row => row.name));
    return functions.filter(fn => !inPlace.has(fn.name)).map(triggerFunctionSql);
};
