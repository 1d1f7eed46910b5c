import type { Db } from '../core/Db';
import { readOneColumn, type DeclaredTable } from '../declared/readTableDeclarations';
import { DESIGN_VERSIONS } from './designerMigrations';

/** The `file` a designer-made table is recorded under in `declared_tables` (a file's name ends in .json). */
export const DESIGNER_FILE = 'designer';

/** One stored version of a designed resource. */
export interface DesignVersion {
    name: string;
    version: number;
    /** How it came: a save or rollback in the designer, or a declaration file that took the table over at start-up. */
    action: 'save' | 'rollback' | 'file';
    declaration: Record<string, unknown>;
    entry: unknown;
    diff: unknown[];
    author: string;
    create_time: number;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const readVersion = (row: Record<string, unknown>): DesignVersion => ({
    name: String(row.name),
    version: Number(row.version),
    action: row.action as DesignVersion['action'],
    declaration: json(row.declaration),
    entry: json(row.entry),
    diff: json(row.diff),
    author: String(row.author),
    create_time: Number(row.create_time),
});

/** Whether the database has the designer's table (a server of fewer domains, or before its first start, has none). */
const hasDesigns = async (db: Db) =>
    (await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [DESIGN_VERSIONS])).rows[0].found !== null;

/** The latest version of each resource (or of one), in name order. */
export const currentDesigns = async (db: Db, name?: string): Promise<DesignVersion[]> => {
    if (!(await hasDesigns(db))) return [];
    const { rows } = await db.query(`SELECT DISTINCT ON (name) * FROM ${DESIGN_VERSIONS} WHERE $1::text IS NULL OR name = $1 ORDER BY name, version DESC`, [
        name ?? null,
    ]);
    return rows.map(readVersion);
};

/** Every version of one resource, newest first. */
export const designVersions = async (db: Db, name: string): Promise<DesignVersion[]> => {
    const { rows } = await db.query(`SELECT * FROM ${DESIGN_VERSIONS} WHERE name = $1 ORDER BY version DESC`, [name]);
    return rows.map(readVersion);
};

/** One version of one resource. */
export const designVersion = async (db: Db, name: string, version: number): Promise<DesignVersion | undefined> => {
    const { rows } = await db.query(`SELECT * FROM ${DESIGN_VERSIONS} WHERE name = $1 AND version = $2`, [name, version]);
    return rows[0] ? readVersion(rows[0]) : undefined;
};

/**
 * A number that moves with every save and rollback on any instance: what the others poll. The
 * count of versions, not the last id: ids are taken before commit, so two saves committing out of
 * their ids' order would leave the last id where the first commit put it. Versions are never deleted.
 */
export const designsStamp = async (db: Db): Promise<number> =>
    (await hasDesigns(db)) ? Number((await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${DESIGN_VERSIONS}`)).rows[0].n) : 0;

/**
 * The designed tables to serve: each resource's latest declaration read again as a file's is
 * (so a format change flows through), except those a declaration file now declares (the file
 * manages them). A stored declaration that no longer reads is left out and answered among the
 * problems, for the log.
 */
export const designedTables = async (db: Db, files: ReadonlySet<string>): Promise<{ tables: DeclaredTable[]; problems: string[] }> => {
    const tables: DeclaredTable[] = [];
    const problems: string[] = [];
    for (const design of await currentDesigns(db)) {
        if (files.has(design.name)) continue;
        const read = readOneColumn(design.declaration);
        if (read.declaration && !read.problems.length) tables.push({ file: DESIGNER_FILE, declaration: read.declaration });
        else problems.push(`designed table ${design.name} version ${design.version} no longer reads as a declaration: ${read.problems.join('; ')}`);
    }
    return { tables, problems };
};
