import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { extract, list } from 'tar';
import { ProtocolError } from '../../../core/ProtocolError';
import type { ServerConfig } from '../../../core/config';
import { message } from '../../../i18n/Message';
import { MERCHANT_COLUMN } from '../../../core/TableOwner';
import type { MerchantTable } from '../merchantTables';
import { MANIFEST_PATH, filePath, isArchivePath, parseManifest, tablePath, type ArchiveManifest } from './archiveManifest';
import { scratchDir } from './writeMerchantArchive';

/** An archive read and checked whole: nothing of it is written before this is. */
export interface CheckedArchive {
    dir: string;
    manifest: ArchiveManifest;
    /** Per table, the largest value of each column its sequence fills: where the sequence must be. */
    sequenceTops: Map<string, Map<string, number>>;
    remove(): Promise<void>;
}

const damaged = (part: string) => new ProtocolError(message('商户档案已损坏：{part}', { part }));

/**
 * Unpacks the gzipped tar into `dir`, only the paths the format has, as plain files. It is read
 * through once first: a damaged one is refused before a byte of it is unpacked.
 */
const unpack = async (file: string, dir: string) => {
    try {
        await list({ file, strict: true });
        await extract({
            file,
            cwd: dir,
            strict: true,
            preserveOwner: false,
            filter: (entryPath, entry) => 'type' in entry && entry.type === 'File' && isArchivePath(entryPath.replace(/^\.\//, '')),
        });
    } catch {
        throw new ProtocolError('商户档案已损坏，无法读取（应为本系统导出的 .tar.gz 文件）');
    }
};

/** Reads a table's lines, checking each is a row of the merchant with exactly the table's columns. */
const checkTable = async (dir: string, table: MerchantTable, entry: ArchiveManifest['tables'][number], suid: string) => {
    const file = path.join(dir, tablePath(table.name));
    if (!(await stat(file).catch(() => undefined))) throw damaged(tablePath(table.name));
    const hash = createHash('sha256');
    const tops = new Map<string, number>();
    const columns = new Set(table.columns);
    let count = 0;
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
    for await (const line of lines) {
        count++;
        hash.update(`${line}\n`);
        let row: unknown;
        try {
            row = JSON.parse(line);
        } catch {
            throw damaged(`${tablePath(table.name)}:${count}`);
        }
        if (!row || typeof row !== 'object' || Array.isArray(row)) throw damaged(`${tablePath(table.name)}:${count}`);
        const record = row as Record<string, unknown>;
        const keys = Object.keys(record);
        if (keys.length !== columns.size || keys.some(key => !columns.has(key)) || record[MERCHANT_COLUMN] !== suid)
            throw damaged(`${tablePath(table.name)}:${count}`);
        for (const { column } of table.sequences) {
            const value = Number(record[column]);
            if (Number.isSafeInteger(value) && value > (tops.get(column) ?? 0)) tops.set(column, value);
        }
    }
    if (count !== entry.rows || hash.digest('hex') !== entry.sha256) throw damaged(tablePath(table.name));
    return tops;
};

const checkFile = async (dir: string, entry: ArchiveManifest['files'][number]) => {
    const file = path.join(dir, filePath(entry.key));
    const hash = createHash('sha256');
    let bytes = 0;
    try {
        for await (const chunk of createReadStream(file)) {
            hash.update(chunk as Buffer);
            bytes += (chunk as Buffer).length;
        }
    } catch {
        throw damaged(filePath(entry.key));
    }
    if (bytes !== entry.bytes || hash.digest('hex') !== entry.sha256) throw damaged(filePath(entry.key));
};

/**
 * Unpacks an archive into a scratch directory and checks all of it before anything is written:
 * its manifest, that it was written from merchant tables of this server's shape (the schema
 * version), and every table and file against the manifest (rows, SHA-256, each row the merchant's
 * with this table's columns). `tables` are the tables an archive of this server carries.
 */
export const readMerchantArchive = async (
    file: string,
    config: Pick<ServerConfig, 'dataDir'>,
    expected: { schemaVersion: string; tables: readonly MerchantTable[] }
): Promise<CheckedArchive> => {
    const dir = await scratchDir(config, 'import-');
    const remove = () => rm(dir, { recursive: true, force: true, maxRetries: 5 });
    try {
        await mkdir(dir, { recursive: true });
        await unpack(file, dir);
        const manifest = parseManifest(await readFile(path.join(dir, MANIFEST_PATH), 'utf8').catch(() => ''));
        if (!manifest) throw new ProtocolError('商户档案缺少清单或清单格式不正确，无法导入');
        if (manifest.schema_version !== expected.schemaVersion) {
            throw new ProtocolError(
                message('商户档案的数据结构版本（{archive}）与本系统（{server}）不一致，不能导入', {
                    archive: manifest.schema_version,
                    server: expected.schemaVersion,
                })
            );
        }
        const listed = manifest.tables.map(table => table.name).sort();
        const ours = expected.tables.map(table => table.name).sort();
        if (listed.join(',') !== ours.join(',')) throw damaged(MANIFEST_PATH);
        const sequenceTops = new Map<string, Map<string, number>>();
        for (const table of expected.tables) {
            const entry = manifest.tables.find(listedTable => listedTable.name === table.name)!;
            sequenceTops.set(table.name, await checkTable(dir, table, entry, manifest.merchant.suid));
        }
        for (const entry of manifest.files) await checkFile(dir, entry);
        return { dir, manifest, sequenceTops, remove };
    } catch (error) {
        await remove();
        throw error;
    }
};
