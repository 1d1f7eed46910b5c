import { z } from 'zod';
import { isFileKey } from '../../../export/FileStore';

/**
 * A merchant's archive: one gzipped tar holding
 * - `manifest.json`, this module's `ArchiveManifest`: the format, the schema version of the
 *   merchant tables it was written from, when, the merchant's registry row, and each table's row
 *   count and each file's size, with their SHA-256;
 * - `tables/<table>.jsonl`: every row of the merchant in that table, one PostgreSQL JSON object
 *   per line (`row_to_json`), in key order;
 * - `files/<key>`: the merchant's kept files (finished exports), as the file store holds them.
 * The manifest comes first, so a reader knows what follows before reading it.
 */
export const ARCHIVE_FORMAT = 'merchant-center/merchant-archive';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';
export const tablePath = (table: string) => `tables/${table}.jsonl`;
export const filePath = (key: string) => `files/${key}`;

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const SHA256 = /^[0-9a-f]{64}$/;

const archiveManifestSchema = z.object({
    format: z.literal(ARCHIVE_FORMAT),
    format_version: z.literal(ARCHIVE_FORMAT_VERSION),
    schema_version: z.string().min(1).max(64),
    exported_at: z.number().int().nonnegative(),
    merchant: z.object({
        suid: z.string().regex(/^[\w-]{1,64}$/),
        name: z.string().min(1).max(100),
        industry: z.string().min(1).max(20),
        status: z.number().int(),
        create_time: z.number().int().nonnegative(),
    }),
    tables: z.array(z.object({ name: z.string().regex(TABLE_NAME), rows: z.number().int().nonnegative(), sha256: z.string().regex(SHA256) })),
    files: z.array(z.object({ key: z.string().refine(isFileKey), bytes: z.number().int().nonnegative(), sha256: z.string().regex(SHA256) })),
});

export type ArchiveManifest = z.infer<typeof archiveManifestSchema>;

/** The manifest, or undefined when the text is not one (not JSON, another format, a field missing or odd). */
export const parseManifest = (text: string): ArchiveManifest | undefined => {
    let raw: unknown;
    try {
        raw = JSON.parse(text);
    } catch {
        return undefined;
    }
    const parsed = archiveManifestSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
};

/** Whether a path inside the archive is one the format has (anything else is refused, never extracted). */
export const isArchivePath = (path: string): boolean =>
    path === MANIFEST_PATH ||
    (path.startsWith('tables/') && path.endsWith('.jsonl') && TABLE_NAME.test(path.slice('tables/'.length, -'.jsonl'.length))) ||
    (path.startsWith('files/') && isFileKey(path.slice('files/'.length)));
