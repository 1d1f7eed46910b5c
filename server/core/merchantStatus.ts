/**
 * The states of a merchant in the platform's registry (`merchants`, server/domains/core/merchantRegistry.ts):
 * sign-in, every caller's session and the business entry pages follow it.
 */
export const MERCHANT_STATUS = {
    /** Sign-in and calls refused, sessions revoked, the entry page takes no application. */
    suspended: 0,
    active: 1,
    /** Its rows are being deleted (in the background for a large merchant); `removal_*` tell how far. */
    removing: 2,
} as const;

export type MerchantStatus = (typeof MERCHANT_STATUS)[keyof typeof MERCHANT_STATUS];

/**
 * SQL of whether the merchant named by `suidSql` is active: a merchant without a registry row
 * counts as active, a suspended or removing one does not.
 */
export const merchantActiveSql = (suidSql: string) =>
    `coalesce((SELECT m.status FROM merchants m WHERE m.suid = ${suidSql}), ${MERCHANT_STATUS.active}) = ${MERCHANT_STATUS.active}`;
