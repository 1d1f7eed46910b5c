import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tableCrc32 } from '../../../../server/export/xlsx/crc32';
import { ZIP_TOO_LARGE_MSG, ZipWriter } from '../../../../server/export/xlsx/zipWriter';
import { readZip, unzipTest } from './readZip';

/** A destination that keeps what it gets; `fail` makes it fail once it has this many bytes. */
const sink = (options: { failAfter?: number } = {}) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const out = new Writable({
        write(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            if (options.failAfter !== undefined && bytes > options.failAfter) return done(new Error('disk full'));
            chunks.push(chunk);
            done();
        },
    });
    return { out, data: () => Buffer.concat(chunks) };
};

describe('tableCrc32', () => {
    it('equals zlib’s CRC-32, also when continued over chunks', () => {
        const data = randomBytes(100_000);
        expect(tableCrc32(data)).toBe(zlib.crc32(data));
        expect(tableCrc32(data.subarray(5000), tableCrc32(data.subarray(0, 5000)))).toBe(zlib.crc32(data));
        expect(tableCrc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    });
});

describe('ZipWriter', () => {
    it('writes deflated entries with data descriptors and a central directory that other readers accept', async () => {
        const { out, data } = sink();
        const zip = new ZipWriter(out);
        await zip.add('a.txt', 'hello 你好 😀');
        const big = zip.entry('dir/big.bin');
        const random = randomBytes(300_000);
        for (let at = 0; at < random.length; at += 7000) {
            big.write(random.subarray(at, at + 7000));
            await big.ready();
        }
        await big.close();
        await zip.add('empty.txt', '');
        await zip.finish();
        expect(out.writableEnded).toBe(true);

        const entries = readZip(data());
        expect(entries.map(entry => entry.name)).toEqual(['a.txt', 'dir/big.bin', 'empty.txt']);
        expect(entries[0].data.toString('utf8')).toBe('hello 你好 😀');
        expect(entries[1].data.equals(random)).toBe(true);
        expect(entries[2].data.length).toBe(0);
        expect(entries.every(entry => entry.flags & 8)).toBe(true);
        const report = unzipTest(data());
        if (report !== undefined) expect(report).toMatch(/No errors detected/);
    });

    it('refuses to go past its size limit (4 GiB: no zip64) with a clear message', async () => {
        const { out } = sink();
        const zip = new ZipWriter(out, { limit: 10_000 });
        const entry = zip.entry('big.bin');
        await expect(
            (async () => {
                for (let i = 0; i < 10; i++) {
                    entry.write(randomBytes(2000));
                    await entry.ready();
                }
                await entry.close();
            })()
        ).rejects.toThrow(ZIP_TOO_LARGE_MSG);
    });

    it('rejects, without an unhandled error, when the destination fails part way', async () => {
        const { out } = sink({ failAfter: 20_000 });
        const zip = new ZipWriter(out);
        const entry = zip.entry('big.bin');
        const writing = (async () => {
            for (let i = 0; i < 100; i++) {
                entry.write(randomBytes(5000));
                await entry.ready();
            }
            await entry.close();
            await zip.finish();
        })();
        await expect(writing).rejects.toThrow('disk full');
    });

    it('rejects when the destination is closed before the end', async () => {
        const { out } = sink();
        const zip = new ZipWriter(out);
        const entry = zip.entry('big.bin');
        entry.write(randomBytes(5000));
        await entry.ready();
        out.destroy();
        await new Promise(resolve => setImmediate(resolve));
        expect(() => entry.write('more')).toThrow(/closed before the xlsx file was complete/);
        await expect(entry.close()).rejects.toThrow(/closed before/);
    });
});
