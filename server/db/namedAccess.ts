import { platformAccountSql } from '../core/platformMerchantSql';
import type { NamedAccessKey } from '../core/NamedAccess';
import { merchantActiveSql } from '../core/merchantStatus';
import { REASON_SETTING } from './merchantScope';

/** A SQL command a policy of a named access allows. */
export type PolicyCommand = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

/** A SECURITY DEFINER function: it runs as the tables' owner, usable only where its access is named. */
export interface DefinerFunction {
    /** `name(argument types…)` as PostgreSQL names it (`mc_sign_in_account(text, boolean)`). */
    signature: string;
    /** The arguments with their names, as CREATE FUNCTION takes them. */
    arguments: string;
    returns: string;
    /** A PL/pgSQL body after the access check (`RETURN QUERY …;`). */
    body: string;
    /** It writes: VOLATILE (the others only read, STABLE). */
    writes?: true;
}

export interface NamedAccess {
    /** Why this access crosses merchants: what the generated table in server/README.md says. */
    why: string;
    /** Who uses it besides the calls that name it (`tenancy: { named }`). */
    alsoUsedBy?: string;
    functions?: Record<string, DefinerFunction>;
    /** Policies of its own, for the application role: table → the commands, on the rows `rows` names (default every row). */
    policies?: Record<string, { commands: readonly PolicyCommand[]; rows?: string }>;
    /**
     * The same commands on every row of every merchant table, declared ones included: for work
     * on whole merchants (the platform creating, exporting or removing one).
     */
    everyMerchantTable?: readonly PolicyCommand[];
}

/** The condition of a transaction that names `key`. */
export const namedAccessSql = (key: NamedAccessKey) => `coalesce(current_setting('${REASON_SETTING}', true), '') = '${key}'`;

/**
 * Every named cross-merchant access, with the exact SQL it gets (server/README.md, "Merchants").
 * A function checks that its transaction names its access before anything else, so a call that
 * does not name it cannot use it even by mistake; a policy holds only in such a transaction.
 * Adding an access: a key in core/NamedAccess.ts, its entry here, and `tenancy: { named }` on the
 * calls that use it (or `named` in a background job's scope); start-up creates what it needs.
 */
export const NAMED_ACCESS: Record<NamedAccessKey, NamedAccess> = {
    session: {
        alsoUsedBy: 'every call with an access token, before its merchant is known',
        why: "a signed call's access token names its session and account, whichever merchant it belongs to: the account and its roles' grants, if the session is live, the account enabled and its merchant active",
        functions: {
            mc_session_account: {
                signature: 'mc_session_account(text, bigint, bigint)',
                arguments: 'p_access_hash text, p_now bigint, p_idle bigint',
                returns:
                    'TABLE (session_id integer, last_used bigint, racing boolean, id integer, username text, nickname text, suid text, industry_type text, roles jsonb, role_ids jsonb, grants jsonb, platform_merchant boolean)',
                body: `RETURN QUERY
    SELECT s.id, s.last_used, s.race_from IS NOT NULL, u.id, u.username, u.nickname, u.suid, u.industry_type, u.roles, u.role_ids,
           (SELECT coalesce(jsonb_agg(jsonb_build_object('path_arr', r.path_arr, 'api_arr', r.api_arr)), '[]'::jsonb)
              FROM roles r
             WHERE r.suid = u.suid
               AND r.id::text IN (SELECT e::text FROM jsonb_array_elements(CASE WHEN jsonb_typeof(u.role_ids) = 'array' THEN u.role_ids ELSE '[]'::jsonb END) AS e
                                   WHERE jsonb_typeof(e) = 'number')),
           ${platformAccountSql('u')}
      FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.access_hash = p_access_hash AND s.revoked_at IS NULL AND s.access_expire > p_now
       AND (p_idle = 0 OR s.last_used > p_now - p_idle) AND u.status = 1 AND ${merchantActiveSql('u.suid')};`,
            },
        },
    },
    signIn: {
        why: "signing in finds the account by its name or phone among every merchant's accounts; the sign-in of a name no account has is logged for no merchant",
        functions: {
            mc_sign_in_account: {
                signature: 'mc_sign_in_account(text, boolean)',
                arguments: 'p_key text, p_by_phone boolean',
                returns: 'TABLE (id integer, username text, name text, suid text, password_hash text, status integer)',
                body: `IF p_by_phone THEN
        RETURN QUERY SELECT u.id, u.username, u.name, u.suid, u.password_hash, u.status::integer FROM users u
            WHERE u.phone = p_key ORDER BY u.parent_id NULLS FIRST, u.id LIMIT 1;
    ELSE
        RETURN QUERY SELECT u.id, u.username, u.name, u.suid, u.password_hash, u.status::integer FROM users u WHERE lower(u.username) = p_key;
    END IF;`,
            },
        },
        policies: { login_logs: { commands: ['INSERT'], rows: "suid = ''" } },
    },
    refresh: {
        why: "a refresh token names its session; the merchant of the session's account, if the account is enabled and the merchant active, answers the new pair",
        functions: {
            mc_account_merchant: {
                signature: 'mc_account_merchant(integer)',
                arguments: 'p_account integer',
                returns: 'text',
                body: `RETURN (SELECT u.suid FROM users u WHERE u.id = p_account AND u.status = 1 AND ${merchantActiveSql('u.suid')});`,
            },
        },
    },
    merchantDirectory: {
        why: 'the directory of merchants names every enabled and active merchant: its owner account’s name, logo and industry, nothing of its business',
        functions: {
            mc_merchant_directory: {
                signature: 'mc_merchant_directory()',
                arguments: '',
                returns: 'TABLE (suid text, name text, logo text, industry_type text)',
                body: `RETURN QUERY SELECT u.suid, u.nickname, u.logo, u.industry_type FROM users u WHERE u.parent_id IS NULL AND u.status = 1 AND ${merchantActiveSql('u.suid')} ORDER BY u.id;`,
            },
        },
    },
    wechatSignIn: {
        why: "a WeChat identity is looked up among every merchant's accounts, before anyone signs in: the name of the account it is bound to",
        functions: {
            mc_wechat_account: {
                signature: 'mc_wechat_account(text)',
                arguments: 'p_openid text',
                returns: 'TABLE (user_id integer, username text)',
                body: 'RETURN QUERY SELECT b.user_id, u.username FROM wx_bindings b JOIN users u ON u.id = b.user_id WHERE b.openid = p_openid;',
            },
        },
    },
    exportQueue: {
        alsoUsedBy: 'the export queue (background, every instance)',
        why: "the export queue claims, renews, fails and sweeps every merchant's tasks and removes their expired files; each task then runs as its merchant",
        policies: {
            export_tasks: { commands: ['SELECT', 'UPDATE'] },
            stored_files: { commands: ['SELECT', 'DELETE'] },
            stored_file_chunks: { commands: ['SELECT', 'DELETE'] },
        },
    },
    platformMerchants: {
        alsoUsedBy: 'the command line (`npm run merchant`) and a large removal in the background',
        why: "the platform administrator's work on whole merchants reads every merchant's rows (the list's counts, names and login accounts unique across merchants, a new merchant's number); what it writes in a merchant it writes as that merchant, and it forgets a removed merchant's live events",
        everyMerchantTable: ['SELECT'],
        functions: {
            mc_forget_merchant_live: {
                signature: 'mc_forget_merchant_live(text)',
                arguments: 'p_suid text',
                returns: 'void',
                writes: true,
                // The live tables exist only where the stream was ever on (MC_LIVE).
                body: `IF to_regclass('live_events') IS NOT NULL THEN
        DELETE FROM live_events WHERE suid = p_suid;
        DELETE FROM live_sequences WHERE suid = p_suid;
        DELETE FROM live_pruned WHERE suid = p_suid;
    END IF;`,
            },
        },
    },
};
