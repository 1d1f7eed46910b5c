import { UNION_INDUSTRY } from '../../protocol/accessRules';

/**
 * Whether the merchant in the column `suid` is the platform administrator's own (protocol/
 * accessRules `platformMerchant`): its owner account holds the union industry's `admin` role. A
 * union merchant's owner holds `supplier` instead, and no role made in a role form may be named
 * `admin`, so the owner's row is the one place that tells the two merchants' staff apart.
 */
export const platformMerchantSql = (suid: string) =>
    `EXISTS (SELECT 1 FROM users o WHERE o.suid = ${suid} AND o.parent_id IS NULL AND o.industry_type = '${UNION_INDUSTRY}' AND o.roles ? 'admin')`;

/**
 * Whether the account in the `users` row `account` (a table name or alias) belongs to the platform
 * administrator's merchant. Only an account of the union industry can (an operator takes its
 * owner's industry), so every other account, read on every signed call, skips the owner lookup:
 * CASE, since PostgreSQL does not promise to evaluate an AND's operands in order.
 */
export const platformAccountSql = (account: string) =>
    `(CASE WHEN ${account}.industry_type = '${UNION_INDUSTRY}' THEN ${platformMerchantSql(`${account}.suid`)} ELSE false END)`;
