import { MERCHANT_COLUMN } from '../core/TableOwner';
import { CURRENT_MERCHANT_SQL } from './merchantScope';

/**
 * Migration SQL that gives a table its merchant (server/README.md, "Merchants"). Every piece is
 * idempotent and keeps rows.
 */

/**
 * The merchant column: rows that exist get `assign` (an SQL expression naming the merchant that
 * owned them), and every new row gets the merchant of the transaction that writes it (`mc.suid`,
 * set from the caller by tenancy/callTenancy), never a value from a call's parameters; with no
 * merchant set the insert fails on NOT NULL.
 */
export const merchantColumn = (table: string, assign: string): string => `
ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${MERCHANT_COLUMN} text;
UPDATE ${table} SET ${MERCHANT_COLUMN} = ${assign} WHERE ${MERCHANT_COLUMN} IS NULL;
ALTER TABLE ${table} ALTER COLUMN ${MERCHANT_COLUMN} SET DEFAULT ${CURRENT_MERCHANT_SQL}, ALTER COLUMN ${MERCHANT_COLUMN} SET NOT NULL;`;

/** `(suid, id)` made unique, so that rows of the same merchant can refer to the table by both. */
export const merchantParentKey = (table: string): string => `
DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = '${table}_${MERCHANT_COLUMN}_id_key') THEN
        ALTER TABLE ${table} ADD CONSTRAINT ${table}_${MERCHANT_COLUMN}_id_key UNIQUE (${MERCHANT_COLUMN}, id);
    END IF;
END $$;`;

/**
 * A reference by `column` to `parent` made a reference by `(suid, column)` to its `(suid, id)`:
 * PostgreSQL itself then refuses a row that points at another merchant's row, and its own checks
 * (cascades, deletes) find the rows by an index that leads with the merchant. `SET NULL` empties
 * the column alone, never the merchant.
 */
export const merchantForeignKey = (table: string, column: string, parent: string, onDelete: 'CASCADE' | 'SET NULL' | 'NO ACTION'): string => `
ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${table}_${column}_fkey;
ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fkey FOREIGN KEY (${MERCHANT_COLUMN}, ${column}) REFERENCES ${parent} (${MERCHANT_COLUMN}, id)
    ON DELETE ${onDelete === 'SET NULL' ? `SET NULL (${column})` : onDelete};
CREATE INDEX IF NOT EXISTS ${table}_${MERCHANT_COLUMN}_${column} ON ${table} (${MERCHANT_COLUMN}, ${column});`;

/** An index replaced by one that leads with the merchant: `(suid, …columns)`. */
export const merchantIndex = (old: string, table: string, columns: string[], unique = false): string => `
DROP INDEX IF EXISTS ${old};
CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${table}_${MERCHANT_COLUMN}_${columns.join('_')} ON ${table} (${MERCHANT_COLUMN}, ${columns.join(', ')});`;
