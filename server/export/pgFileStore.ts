import { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Db } from '../core/Db';
import { checkFileKey, isFileKey, type FileStore } from './FileStore';

/** The tables this store keeps its files in: a merchant's archive carries the files themselves instead. */
export const PG_FILE_STORE_TABLES: readonly string[] = ['stored_files', 'stored_file_chunks'];

/** Bytes per row of `stored_file_chunks`: what a download holds in memory at once. */
export const FILE_CHUNK_BYTES = 256 * 1024;

/**
 * `MC_FILE_STORE=postgres`: the file lives in the database in numbered chunks, written as the
 * producer writes and read back one chunk per query, so every instance on the database can
 * serve it and no instance holds more than one chunk of it. Chunk 0 always exists (an empty
 * file is one empty chunk); the last chunk is written last, and a file counts as complete
 * when its `stored_files` row exists.
 */
export const pgFileStore = (db: Db, chunkBytes = FILE_CHUNK_BYTES): FileStore => {
    const remove = async (key: string) => {
        await db.query('DELETE FROM stored_files WHERE key = $1', [key]);
        await db.query('DELETE FROM stored_file_chunks WHERE key = $1', [key]);
    };
    return {
        async save(key, write) {
            checkFileKey(key);
            let seq = 0;
            let pending: Buffer[] = [];
            let size = 0;
            let total = 0;
            // The inserts under way, so a failed save removes its chunks only after the last one landed.
            let inflight: Promise<void> = Promise.resolve();
            const flush = async (data: Buffer) => {
                await db.query('INSERT INTO stored_file_chunks (key, seq, data) VALUES ($1, $2, $3)', [key, seq++, data]);
            };
            // Cuts what arrives into chunks of exactly chunkBytes; awaiting the insert is the backpressure.
            const out = new Writable({
                write(chunk: Buffer, _encoding, done) {
                    pending.push(chunk);
                    size += chunk.length;
                    total += chunk.length;
                    if (size < chunkBytes) return done();
                    const all = Buffer.concat(pending);
                    const full = Math.floor(all.length / chunkBytes) * chunkBytes;
                    pending = [all.subarray(full)];
                    size = all.length - full;
                    inflight = (async () => {
                        for (let at = 0; at < full && !out.destroyed; at += chunkBytes) await flush(all.subarray(at, at + chunkBytes));
                    })();
                    inflight.then(() => done(), done);
                },
                final(done) {
                    const rest = Buffer.concat(pending);
                    inflight = rest.length || seq === 0 ? flush(rest) : Promise.resolve();
                    inflight.then(() => done(), done);
                },
            });
            try {
                await write(out);
                if (!out.writableEnded) out.end();
                await finished(out);
                await db.query('INSERT INTO stored_files (key, size, chunks) VALUES ($1, $2, $3)', [key, total, seq]);
            } catch (error) {
                out.destroy();
                await inflight.catch(() => undefined);
                await remove(key).catch(() => undefined);
                throw error;
            }
        },
        async open(key) {
            if (!isFileKey(key)) return undefined;
            const { rows } = await db.query<{ chunks: number }>('SELECT chunks FROM stored_files WHERE key = $1', [key]);
            const file = rows[0];
            if (!file) return undefined;
            return Readable.from(
                (async function* () {
                    for (let seq = 0; seq < file.chunks; seq++) {
                        const chunk = await db.query<{ data: Uint8Array }>('SELECT data FROM stored_file_chunks WHERE key = $1 AND seq = $2', [key, seq]);
                        if (!chunk.rows[0]) throw new Error(`stored file ${key} lost chunk ${seq}`);
                        yield Buffer.from(chunk.rows[0].data.buffer, chunk.rows[0].data.byteOffset, chunk.rows[0].data.byteLength);
                    }
                })(),
                { objectMode: false }
            );
        },
        remove,
        async keys() {
            const { rows } = await db.query<{ key: string }>('SELECT key FROM stored_files UNION SELECT DISTINCT key FROM stored_file_chunks');
            return rows.map(row => row.key);
        },
    };
};
