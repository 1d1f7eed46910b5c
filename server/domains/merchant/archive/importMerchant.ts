import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { ServerConfig } from '../../../core/config';
import type { Db } from '../../../core/Db';
import { ProtocolError } from '../../../core/ProtocolError';
import { MERCHANT_COLUMN } from '../../../core/TableOwner';
import { MERCHANT_STATUS } from '../../../core/merchantStatus';
import { quoteIdentifier } from '../../../db/merchantScope';
import { openFileStore } from '../../../export/openFileStore';
import type { FileStore } from '../../../export/FileStore';
import { message } from '../../../i18n/Message';
import { enterMerchant, type MerchantOperator } from '../acrossMerchants';
import { checkNamesFree } from '../createMerchant';
import { readMerchantTables, schemaVersion, type MerchantTable } from '../merchantTables';
import { archivedTables } from './archivedTables';
import { filePath, tablePath } from './archiveManifest';
import { readMerchantArchive, type CheckedArchive } from './readMerchantArchive';
import { dumpTable } from './writeMerchantArchive';

/** Rows per INSERT (and per check of the marketplace's keys): one JSON parameter each. */
const BATCH_ROWS = 500;

/** A table's archived lines, a batch at a time, each batch as one JSON array text. */
async function* batchesOf(archive: CheckedArchive, table: MerchantTable): AsyncGenerator<string> {
    const lines = createInterface({ input: createReadStream(path.join(archive.dir, tablePath(table.name)), 'utf8'), crlfDelay: Infinity });
    let batch: string[] = [];
    for await (const line of lines) {
        batch.push(line);
        if (batch.length === BATCH_ROWS) {
            yield `[${batch.join(',')}]`;
            batch = [];
        }
    }
    if (batch.length) yield `[${batch.join(',')}]`;
}

const recordset = (table: MerchantTable) => `json_populate_recordset(NULL::${quoteIdentifier(table.name)}, $1::json)`;

const conflict = (part: string) => new ProtocolError(message('商户档案中的数据与本系统已有的数据冲突：{part}', { part }));

const missing = (part: string) => new ProtocolError(message('商户档案引用了本系统没有的数据：{part}', { part }));

/**
 * What must not already be in this deployment: the merchant's number and name, and every value
 * of the archive that is unique across merchants (record ids, login accounts, order numbers: the
 * tables' unique keys that do not include the merchant), and its files' keys. And what must be:
 * every row the archive's rows refer to outside the merchant (the platform's addons). Read as
 * the owner, across every merchant: the named reason of this check.
 */
const checkFree = async (db: Db, archive: CheckedArchive, tables: readonly MerchantTable[], files: FileStore) => {
    const { merchant } = archive.manifest;
    const { rows: taken } = await db.query('SELECT 1 FROM merchants WHERE suid = $1 UNION ALL SELECT 1 FROM users WHERE suid = $1 LIMIT 1', [merchant.suid]);
    if (taken[0]) throw new ProtocolError(message('商户编号“{suid}”已存在，不能导入', { suid: merchant.suid }));
    await checkNamesFree(db, merchant.name, []);
    for (const table of tables) {
        for (const key of table.marketplaceKeys) {
            const columns = key.map(quoteIdentifier).join(', ');
            for await (const batch of batchesOf(archive, table)) {
                const { rows } = await db.query(
                    `SELECT 1 FROM ${quoteIdentifier(table.name)} WHERE (${columns}) IN (SELECT ${columns} FROM ${recordset(table)}) LIMIT 1`,
                    [batch]
                );
                if (rows[0]) throw conflict(`${table.name} (${key.join(', ')})`);
            }
        }
        for (const reference of table.outsideReferences) {
            const own = reference.columns.map(column => `r.${quoteIdentifier(column)}`).join(', ');
            const theirs = reference.parentColumns.map(column => `p.${quoteIdentifier(column)}`).join(', ');
            for await (const batch of batchesOf(archive, table)) {
                const { rows } = await db.query(
                    `SELECT 1 FROM ${recordset(table)} r WHERE (${own}) IS NOT NULL
                        AND NOT EXISTS (SELECT 1 FROM ${quoteIdentifier(reference.parent)} p WHERE (${theirs}) = (${own})) LIMIT 1`,
                    [batch]
                );
                if (rows[0]) throw missing(`${table.name} (${reference.columns.join(', ')}) → ${reference.parent}`);
            }
        }
    }
    for (const file of archive.manifest.files) {
        const held = await files.open(file.key);
        if (held) {
            held.destroy();
            throw conflict(filePath(file.key));
        }
    }
};

/** Inserts a table's archived rows as they are; rows an earlier insert's triggers made there first give way to them. */
const insertTable = async (tx: Db, archive: CheckedArchive, table: MerchantTable) => {
    await tx.query(`DELETE FROM ${quoteIdentifier(table.name)} WHERE ${MERCHANT_COLUMN} = $1`, [archive.manifest.merchant.suid]);
    for await (const batch of batchesOf(archive, table)) {
        await tx.query(`INSERT INTO ${quoteIdentifier(table.name)} SELECT * FROM ${recordset(table)}`, [batch]);
    }
};

/**
 * Each table as the merchant now holds it must be its archived lines exactly. A table that
 * triggers keep (the Workbench's running totals, moved by the rows inserted after it) is written
 * again from the archive, once; a table still different after that fails the import.
 */
const verifyTables = async (tx: Db, archive: CheckedArchive, tables: readonly MerchantTable[]) => {
    const { suid } = archive.manifest.merchant;
    const matches = async (table: MerchantTable) =>
        (await dumpTable(tx, table, suid)).sha256 === archive.manifest.tables.find(entry => entry.name === table.name)!.sha256;
    for (const table of tables) {
        if (await matches(table)) continue;
        await insertTable(tx, archive, table);
        if (!(await matches(table))) throw new ProtocolError(message('导入后的数据与商户档案不一致：{part}', { part: table.name }));
    }
};

/** A file of the archive into the store. */
const saveFile = (files: FileStore, archive: CheckedArchive, key: string) =>
    files.save(key, async out => {
        for await (const chunk of createReadStream(path.join(archive.dir, filePath(key)))) {
            if (!out.write(chunk)) await new Promise(resolve => out.once('drain', resolve));
        }
        out.end();
    });

/**
 * Recreates a merchant from its archive (`writeMerchantArchive`) in this deployment: the archive
 * is checked whole first (readMerchantArchive), then everything it may not take here (checkFree),
 * and only then written, in one transaction: the registry row, every table's rows as they were
 * (record ids kept, the sequences moved past them), each table checked against its archived lines,
 * and the files. A merchant archived while active comes back active; one being removed comes back
 * suspended. Answers the merchant's number. `db` is the owner's handle with its reason
 * (Database.acrossMerchants): only the tables' owner moves their sequences past the archived ids.
 */
export const importMerchant = async (db: Db, config: ServerConfig, file: string, operator: MerchantOperator = {}): Promise<{ suid: string; rows: number }> => {
    const allTables = await readMerchantTables(db);
    const tables = archivedTables(allTables);
    const archive = await readMerchantArchive(file, config, { schemaVersion: await schemaVersion(db, allTables), tables });
    try {
        const { merchant } = archive.manifest;
        await checkFree(db, archive, tables, openFileStore(config, db));
        // A database store takes the files in the transaction; a directory store once it committed.
        const filesInTransaction = config.fileStore === 'postgres';
        await db
            .transaction(async tx => {
                await tx.exec(`SET LOCAL TimeZone = 'UTC'`);
                for (const table of tables) {
                    for (const { column, sequence } of table.sequences) {
                        const top = archive.sequenceTops.get(table.name)?.get(column);
                        if (top)
                            await tx.query('SELECT setval($1::regclass, greatest(coalesce(pg_sequence_last_value($1::regclass), 0), $2::bigint))', [
                                sequence,
                                top,
                            ]);
                    }
                }
                await operator.log?.(tx, `导入商户：${merchant.name}（${merchant.suid}）`);
                // Its rows and their history come from the archive: the import itself is no account's edit.
                await enterMerchant(tx, { suid: merchant.suid, platform: true });
                const status = merchant.status === MERCHANT_STATUS.active ? MERCHANT_STATUS.active : MERCHANT_STATUS.suspended;
                await tx.query('INSERT INTO merchants (suid, name, industry, status, create_time, status_time) VALUES ($1, $2, $3, $4, $5, $6)', [
                    merchant.suid,
                    merchant.name,
                    merchant.industry,
                    status,
                    merchant.create_time,
                    archive.manifest.exported_at,
                ]);
                for (const table of tables) await insertTable(tx, archive, table);
                await verifyTables(tx, archive, tables);
                if (filesInTransaction) for (const entry of archive.manifest.files) await saveFile(openFileStore(config, tx), archive, entry.key);
            })
            .catch(error => {
                // Another call took one of the archive's keys between the check and the insert.
                if ((error as { code?: string }).code === '23505') throw conflict(String((error as { table?: string }).table ?? ''));
                throw error;
            });
        if (!filesInTransaction) for (const entry of archive.manifest.files) await saveFile(openFileStore(config, db), archive, entry.key);
        return { suid: merchant.suid, rows: archive.manifest.tables.reduce((sum, table) => sum + table.rows, 0) };
    } finally {
        await archive.remove();
    }
};
