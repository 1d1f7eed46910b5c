import type { MerchantScope } from '../core/Db';

/** The role merchant handles run as (`MC_APP_ROLE`): it owns no table and is no superuser. */
export const DEFAULT_APP_ROLE = 'mc_app';

/** The transaction-local settings row-level security reads (db/rowSecurity). */
export const MERCHANT_SETTING = 'mc.suid';
export const PLATFORM_SETTING = 'mc.platform';
/** The writer of a call's transaction (MerchantScope.writer): its account id and name, and the call's path. */
export const WRITER_SETTINGS = { account: 'mc.account', name: 'mc.account_name', call: 'mc.call' } as const;

/** The merchant the policies compare with: the setting, or NULL when it is empty or unset (no rows). */
export const CURRENT_MERCHANT_SQL = `NULLIF(current_setting('${MERCHANT_SETTING}', true), '')`;
export const PLATFORM_WRITER_SQL = `coalesce(current_setting('${PLATFORM_SETTING}', true), '') = 'on'`;

const literal = (text: string) => {
    if (text.includes('\0')) throw new Error('a scope value cannot hold NUL');
    return `'${text.replace(/'/g, "''")}'`;
};

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The statements that open a merchant's transaction: the application role for the rest of it,
 * and the scope in transaction-local settings (gone at COMMIT or ROLLBACK, so a pooled
 * connection never carries one caller's merchant into another's call). Literals, not
 * parameters, so that PostgreSQL takes them in the same round trip as BEGIN.
 */
export const scopeStatements = (role: string, scope: MerchantScope): string => {
    const writer = scope.writer
        ? `, set_config('${WRITER_SETTINGS.account}', '${Math.trunc(scope.writer.account)}', true), set_config('${WRITER_SETTINGS.name}', ${literal(scope.writer.name)}, true), set_config('${WRITER_SETTINGS.call}', ${literal(scope.writer.call)}, true)`
        : '';
    return `SET LOCAL ROLE ${quoteIdentifier(role)}; SELECT set_config('${MERCHANT_SETTING}', ${literal(scope.suid ?? '')}, true), set_config('${PLATFORM_SETTING}', '${scope.platform ? 'on' : 'off'}', true)${writer}`;
};
