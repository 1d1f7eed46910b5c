import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create as createTar } from 'tar';
import type { ServerConfig } from '../../../core/config';
import type { Db } from '../../../core/Db';
import { ProtocolError } from '../../../core/ProtocolError';
import { nowSeconds } from '../../../core/nowSeconds';
import { openFileStore } from '../../../export/openFileStore';
import { enterMerchant, inUtc } from '../acrossMerchants';
import { MERCHANT_NOT_FOUND } from '../merchantState';
import { readMerchantTables, rowsAsJsonSql, schemaVersion, type MerchantTable } from '../merchantTables';
import { archivedTables } from './archivedTables';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, MANIFEST_PATH, filePath, tablePath, type ArchiveManifest } from './archiveManifest';

/** Rows a cursor hands over per fetch: what the writer holds in memory at once. */
const FETCH_ROWS = 1000;

/** An archive laid out in a scratch directory, ready to be packed (and then removed). */
export interface WrittenArchive {
    dir: string;
    manifest: ArchiveManifest;
    /** The entries in archive order: the manifest first. */
    entries: string[];
    remove(): Promise<void>;
}

/** A scratch directory for archives under the server's data directory (a volume sized for data, not /tmp). */
export const scratchDir = async (config: Pick<ServerConfig, 'dataDir'>, prefix: string) => {
    const base = path.join(config.dataDir, 'merchant-archives');
    await mkdir(base, { recursive: true });
    return mkdtemp(path.join(base, prefix));
};

const write = async (out: Writable, text: string) => {
    if (!out.write(text)) await once(out, 'drain');
};

/** Writes a stream to a file, answering its size and SHA-256. */
const copyHashed = async (from: Readable, to: string) => {
    const hash = createHash('sha256');
    let bytes = 0;
    await pipeline(
        from,
        async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
                hash.update(chunk);
                bytes += chunk.length;
                yield chunk;
            }
        },
        createWriteStream(to)
    );
    return { bytes, sha256: hash.digest('hex') };
};

/**
 * One table's rows of the merchant (the transaction is in its scope) into `file`, one JSON
 * object a line, through a cursor: memory stays flat in the table's size. Also what an import
 * reads back to check what it wrote, given no file: the lines' count and SHA-256 either way.
 */
export const dumpTable = async (tx: Db, table: MerchantTable, suid: string, file?: string): Promise<{ rows: number; sha256: string }> => {
    const hash = createHash('sha256');
    const out = file ? createWriteStream(file) : undefined;
    let rows = 0;
    await tx.exec(`DECLARE merchant_archive_rows NO SCROLL CURSOR FOR ${rowsAsJsonSql(table, suid)}`);
    try {
        for (;;) {
            const { rows: batch } = await tx.query<{ line: string }>(`FETCH FORWARD ${FETCH_ROWS} FROM merchant_archive_rows`);
            if (!batch.length) break;
            const text = batch.map(row => `${row.line}\n`).join('');
            hash.update(text);
            rows += batch.length;
            if (out) await write(out, text);
        }
    } finally {
        await tx.exec('CLOSE merchant_archive_rows');
        if (out) {
            out.end();
            await once(out, 'close');
        }
    }
    return { rows, sha256: hash.digest('hex') };
};

/**
 * Writes the archive of a merchant into a scratch directory: every row it owns in every merchant
 * table, read as that merchant (row-level security holds the reads to it), and its kept files.
 * `db` is a READ ONLY transaction with one snapshot (a call's that only reads, or
 * Database.inCall's) naming the access `platformMerchants`: the archive is consistent across its
 * tables.
 */
export const writeMerchantArchive = async (db: Db, config: ServerConfig, suid: string): Promise<WrittenArchive> => {
    const dir = await scratchDir(config, 'export-');
    const remove = () => rm(dir, { recursive: true, force: true, maxRetries: 5 });
    try {
        await mkdir(path.join(dir, 'tables'));
        await mkdir(path.join(dir, 'files'));
        const manifest = await inUtc(db, async (tx): Promise<ArchiveManifest> => {
            const { rows } = await tx.query<ArchiveManifest['merchant']>('SELECT suid, name, industry, status, create_time FROM merchants WHERE suid = $1', [
                suid,
            ]);
            if (!rows[0]) throw new ProtocolError(MERCHANT_NOT_FOUND);
            const merchantTables = await readMerchantTables(tx);
            const version = await schemaVersion(tx, merchantTables);
            await enterMerchant(tx, { suid, platform: false });
            const tables: ArchiveManifest['tables'] = [];
            for (const table of archivedTables(merchantTables)) {
                tables.push({ name: table.name, ...(await dumpTable(tx, table, suid, path.join(dir, tablePath(table.name)))) });
            }
            // A finished export's file, as the store keeps it; one that expired meanwhile is not carried.
            const files: ArchiveManifest['files'] = [];
            const store = openFileStore(config, tx);
            const { rows: kept } = await tx.query<{ key: string }>(
                `SELECT DISTINCT file AS key FROM export_tasks WHERE file IS NOT NULL AND file <> '' ORDER BY 1`
            );
            for (const { key } of kept) {
                const stream = await store.open(key);
                if (stream) files.push({ key, ...(await copyHashed(stream, path.join(dir, filePath(key)))) });
            }
            const merchant = { ...rows[0], status: Number(rows[0].status), create_time: Number(rows[0].create_time) };
            return {
                format: ARCHIVE_FORMAT,
                format_version: ARCHIVE_FORMAT_VERSION,
                schema_version: version,
                exported_at: nowSeconds(),
                merchant,
                tables,
                files,
            };
        });
        await writeFile(path.join(dir, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
        const entries = [MANIFEST_PATH, ...manifest.tables.map(table => tablePath(table.name)), ...manifest.files.map(file => filePath(file.key))];
        return { dir, manifest, entries, remove };
    } catch (error) {
        await remove();
        throw error;
    }
};

/** Packs a written archive as a gzipped tar into `out`. */
export const packArchive = async (archive: WrittenArchive, out: NodeJS.WritableStream): Promise<void> => {
    const tar = createTar({ gzip: true, cwd: archive.dir, portable: true, noDirRecurse: true }, archive.entries);
    await pipeline(tar as unknown as Readable, out);
};

/** The archive's file name: the merchant and the day, `merchant-10003-20261101.tar.gz`. */
export const archiveFileName = (manifest: ArchiveManifest) =>
    `merchant-${manifest.merchant.suid}-${new Date(manifest.exported_at * 1000).toISOString().slice(0, 10).replace(/-/g, '')}.tar.gz`;
