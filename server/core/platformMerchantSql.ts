import { UNION_INDUSTRY } from '../../protocol/accessRules';

/**
 * Whether the merchant in the column `suid` is the platform administrator's own (protocol/
 * accessRules `platformMerchant`): its owner account holds the union industry's `admin` role. A
 * union merchant's owner holds `supplier` instead, and no role made in a role form may be named
 * `admin`, so the owner's row is the one place that tells the two merchants' staff apart.
 */
export const platformMerchantSql = (suid: string) =>
    `EXISTS (SELECT 1 FROM users o WHERE o.suid = ${suid} AND o.parent_id IS NULL AND o.industry_type = '${UNION_INDUSTRY}' AND o.roles ? 'admin')`;
