/**
 * Whose rows a database table holds: the one decision every table makes, with its reason
 * (server/README.md, "Merchants", lists them all). Start-up reads these to put row-level
 * security on the merchant and platform tables (db/rowSecurity), and a contract test fails on a
 * table that made none.
 * - `merchant`: one seller organisation's business; every row carries its `suid`, filled from the
 *   caller on every write, and a merchant's calls see and change only its own rows;
 * - `platform`: the marketplace's own data, read by every merchant, written only by the
 *   union/platform administrator (industry `admin`);
 * - `shared`: a list a declaration shares between merchants on purpose (`perMerchant: false`);
 * - `server`: the server's bookkeeping about accounts, sessions and itself, reached only by the
 *   session layer and start-up, never by a merchant's list or write.
 */
export interface TableOwner {
    owner: 'merchant' | 'platform' | 'shared' | 'server';
    why: string;
    /**
     * Columns no call ever shows (a password's hash, a buyer's verification code): a record's
     * revisions leave them out, and so does a refused write's copy of the record.
     */
    secret?: string[];
}

/** The column of every merchant table that holds its merchant. */
export const MERCHANT_COLUMN = 'suid';

/** The `owner` of a list or resource over a merchant table (TableSpec, CrudResource). */
export const MERCHANT_ROWS = { merchant: MERCHANT_COLUMN } as const;
