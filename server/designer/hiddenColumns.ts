import type { Db } from '../core/Db';
import { VERSION_COLUMN } from '../db/recordHistory';
import { readOneColumn } from '../declared/readTableDeclarations';
import { storageColumns } from '../declared/storageColumns';
import type { DeclaredColumnType, STORED_TYPES } from '../declared/tableDeclarationSchema';
import type { WriteFieldKind } from '../../protocol/writeForm';

/** A column the database keeps that the declaration no longer names, and how it would be declared again. */
export interface HiddenColumn {
    name: string;
    /** The declared type a column stored this way is read as. */
    type: DeclaredColumnType | 'text';
    /** The write kind its storage asks for, where the type's own first kind would store it otherwise. */
    kind?: WriteFieldKind;
}

/**
 * How a column of each stored type is declared again so that its storage stays as it is (the
 * inverse of storageColumns' choice for a written column): no type change, so no conversion.
 * Keyed by stored type, so a new one does not compile until it says its declaration.
 */
const DECLARED_AS: Record<(typeof STORED_TYPES)[number], Omit<HiddenColumn, 'name'>> = {
    text: { type: 'text' },
    bigint: { type: 'number' },
    smallint: { type: 'number', kind: 'switch' },
    // Only a key is stored so; declared again it is a number (stored as bigint, which asks for a conversion).
    integer: { type: 'number' },
};

const declaredAs = (dataType: string): Omit<HiddenColumn, 'name'> =>
    Object.hasOwn(DECLARED_AS, dataType) ? DECLARED_AS[dataType as keyof typeof DECLARED_AS] : { type: 'text' };

/** The columns a table keeps in the database that its declaration no longer names (kept with their data; shown as hidden). */
export const hiddenColumns = async (db: Db, declaration: unknown): Promise<HiddenColumn[]> => {
    const read = readOneColumn(declaration).declaration;
    if (!read) return [];
    const { rows } = await db.query<{ column_name: string; data_type: string }>(
        'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position',
        [read.table]
    );
    const declared = new Set([...storageColumns(read).map(column => column.name), VERSION_COLUMN]);
    return rows.filter(row => !declared.has(row.column_name)).map(row => ({ name: row.column_name, ...declaredAs(row.data_type) }));
};
