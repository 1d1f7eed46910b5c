import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/core/Db';
import { coreDomain } from '../../../server/domains/core';
import { dirFileStore } from '../../../server/export/dirFileStore';
import type { FileStore } from '../../../server/export/FileStore';
import { pgFileStore } from '../../../server/export/pgFileStore';
import { startTestServer, type TestServer } from '../support/startTestServer';

const CHUNK = 1000;

let server: TestServer;
let dir: string;
/** Every query the postgres store sends, to see how it reads. */
const sent: string[] = [];

beforeAll(async () => {
    server = await startTestServer({ domains: [coreDomain] });
    dir = await mkdtemp(path.join(tmpdir(), 'mc-filestore-'));
});
afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
});

const counted = (db: Db): Db => ({
    ...db,
    query: (sql, params) => {
        sent.push(sql);
        return db.query(sql, params);
    },
});

const stores: Record<string, () => FileStore> = {
    dir: () => dirFileStore(dir),
    // Kept files are a merchant's rows: the store writes and reads them as the merchant whose export wrote them.
    postgres: () => pgFileStore(counted(server.db.forMerchant({ suid: '10001', platform: false })), CHUNK),
};

/** Bytes that differ at every position, written in pieces that never line up with a chunk. */
const content = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 7 + (i >> 8)) % 256));

const writeInPieces = (data: Buffer) => async (out: NodeJS.WritableStream) => {
    for (let at = 0; at < data.length; at += 333) {
        if (!out.write(data.subarray(at, at + 333))) await new Promise(resolve => out.once('drain', resolve));
    }
    out.end();
};

const readAll = async (stream: Readable) => {
    const parts: Buffer[] = [];
    for await (const part of stream) parts.push(part as Buffer);
    return Buffer.concat(parts);
};

describe.each(Object.keys(stores))('file store: %s', kind => {
    const store = () => stores[kind]();

    it('gives back exactly what was written, however it was cut', async () => {
        const data = content(5 * CHUNK + 123);
        await store().save(`${kind}-a.xlsx`, writeInPieces(data));
        const stream = await store().open(`${kind}-a.xlsx`);
        expect(stream).toBeDefined();
        expect((await readAll(stream!)).equals(data)).toBe(true);
        expect(await store().keys()).toContain(`${kind}-a.xlsx`);
    });

    it('keeps an empty file, and answers nothing for a missing or hostile key', async () => {
        await store().save(`${kind}-empty`, async out => void out.end());
        expect((await readAll((await store().open(`${kind}-empty`))!)).length).toBe(0);
        expect(await store().open(`${kind}-none`)).toBeUndefined();
        // Hostile keys, never read: the store must refuse them.
        // eslint-disable-next-line repository/no-path-outside
        expect(await store().open('../../etc/passwd')).toBeUndefined();
        // eslint-disable-next-line repository/no-path-outside
        await expect(store().save('../escape', async out => void out.end())).rejects.toThrow('not a file key');
    });

    it('keeps nothing of a write that fails half-way', async () => {
        await expect(
            store().save(`${kind}-broken`, async out => {
                out.write(content(3 * CHUNK));
                throw new Error('the producer failed');
            })
        ).rejects.toThrow('the producer failed');
        expect(await store().open(`${kind}-broken`)).toBeUndefined();
        expect(await store().keys()).not.toContain(`${kind}-broken`);
    });

    it('removes a file', async () => {
        await store().save(`${kind}-gone`, writeInPieces(content(2 * CHUNK)));
        await store().remove(`${kind}-gone`);
        expect(await store().open(`${kind}-gone`)).toBeUndefined();
        expect(await store().keys()).not.toContain(`${kind}-gone`);
    });
});

describe('postgres file store', () => {
    it('stores whole chunks and reads one chunk per query, only as the reader asks', async () => {
        const data = content(4 * CHUNK + 1);
        const store = stores.postgres();
        await store.save('lazy.xlsx', writeInPieces(data));
        const { rows } = await server.owner.query<{ seq: number; size: number }>(
            "SELECT seq, length(data) AS size FROM stored_file_chunks WHERE key = 'lazy.xlsx' ORDER BY seq"
        );
        expect(rows).toEqual([0, 1, 2, 3, 4].map(seq => ({ seq, size: seq < 4 ? CHUNK : 1 })));

        sent.length = 0;
        const stream = (await store.open('lazy.xlsx'))!;
        const first: Buffer = await new Promise(resolve => stream.once('data', resolve));
        stream.pause();
        expect(first.length).toBe(CHUNK);
        // The readable may prefetch a little, never the whole file.
        const chunkReads = () => sent.filter(sql => sql.includes('FROM stored_file_chunks')).length;
        expect(chunkReads()).toBeLessThan(4);
        const rest = await readAll(stream);
        expect(Buffer.concat([first, rest]).equals(data)).toBe(true);
        expect(chunkReads()).toBe(5);
    });
});
