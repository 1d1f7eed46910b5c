import type { MerchantScope } from '../core/Db';

/** The role calls run as (`MC_APP_ROLE`): it owns no table and is no superuser. */
export const DEFAULT_APP_ROLE = 'mc_app';

/** The transaction-local settings row-level security reads (db/rowSecurity). */
export const MERCHANT_SETTING = 'mc.suid';
export const PLATFORM_SETTING = 'mc.platform';
/** The named reason of a transaction: a named cross-merchant access (core/NamedAccess), or the owner's work across merchants. */
export const REASON_SETTING = 'mc.reason';
/** The writer of a call's transaction (MerchantScope.writer): its account id and name, and the call's path. */
export const WRITER_SETTINGS = { account: 'mc.account', name: 'mc.account_name', call: 'mc.call' } as const;

/** The merchant the policies compare with: the setting, or NULL when it is empty or unset (no rows). */
export const CURRENT_MERCHANT_SQL = `NULLIF(current_setting('${MERCHANT_SETTING}', true), '')`;
export const PLATFORM_WRITER_SQL = `coalesce(current_setting('${PLATFORM_SETTING}', true), '') = 'on'`;
/** The transaction's reason, NULL when none is named. */
export const CURRENT_REASON_SQL = `NULLIF(current_setting('${REASON_SETTING}', true), '')`;

const literal = (text: string) => {
    if (text.includes('\0')) throw new Error('a scope value cannot hold NUL');
    return `'${text.replace(/'/g, "''")}'`;
};

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The settings of a scope, as one SELECT: the merchant, the platform switch, the named access
 * (emptied when none, so that entering a scope ends the one before) and, when there is one, the
 * writer. Literals, not parameters, so that PostgreSQL takes them in the same round trip as BEGIN.
 */
export const scopeSettings = (scope: MerchantScope): string => {
    const writer = scope.writer
        ? `, set_config('${WRITER_SETTINGS.account}', '${Math.trunc(scope.writer.account)}', true), set_config('${WRITER_SETTINGS.name}', ${literal(scope.writer.name)}, true), set_config('${WRITER_SETTINGS.call}', ${literal(scope.writer.call)}, true)`
        : '';
    return `SELECT set_config('${MERCHANT_SETTING}', ${literal(scope.suid ?? '')}, true), set_config('${PLATFORM_SETTING}', '${scope.platform ? 'on' : 'off'}', true), set_config('${REASON_SETTING}', ${literal(scope.named ?? '')}, true)${writer}`;
};

/**
 * The statements that open a call's transaction after BEGIN: the application role for the rest
 * of it, and the scope in transaction-local settings (gone at COMMIT or ROLLBACK, so a pooled
 * connection never carries one caller's merchant into another's call).
 */
export const scopeStatements = (role: string, scope: MerchantScope): string => `SET LOCAL ROLE ${quoteIdentifier(role)}; ${scopeSettings(scope)}`;

/**
 * BEGIN for a call: a call that only reads is `READ ONLY` and sees one snapshot from its first
 * statement to its last (`REPEATABLE READ`: a page, its count and its sums agree, and a
 * transaction that writes nothing is never aborted for serialization); others keep READ COMMITTED.
 */
export const beginStatement = (readOnly: boolean) => (readOnly ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN');

/** The owner's opening of a transaction with a named reason (Database.acrossMerchants). */
export const reasonStatement = (reason: string) => `SELECT set_config('${REASON_SETTING}', ${literal(reason)}, true)`;
