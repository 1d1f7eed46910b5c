import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { tableCrc32 } from '../../../../server/export/xlsx/crc32';

export interface ZipFileEntry {
    name: string;
    flags: number;
    data: Buffer;
}

/**
 * Reads a zip the way an independent reader would: the end record, the central directory, each
 * local header, then inflates the data and checks it against the directory's CRC and sizes (and
 * against the data descriptor that follows it).
 */
export const readZip = (zip: Buffer): ZipFileEntry[] => {
    const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end < 0 || end !== zip.length - 22) throw new Error('no end of central directory record at the end');
    const count = zip.readUInt16LE(end + 10);
    const size = zip.readUInt32LE(end + 12);
    let at = zip.readUInt32LE(end + 16);
    if (at + size !== end) throw new Error('central directory does not end where the end record starts');
    const entries: ZipFileEntry[] = [];
    for (let i = 0; i < count; i++) {
        if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`central header ${i}: bad signature`);
        const flags = zip.readUInt16LE(at + 8);
        const method = zip.readUInt16LE(at + 10);
        const crc = zip.readUInt32LE(at + 16);
        const compressed = zip.readUInt32LE(at + 20);
        const length = zip.readUInt32LE(at + 24);
        const nameLength = zip.readUInt16LE(at + 28);
        const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
        const local = zip.readUInt32LE(at + 42);
        const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
        at += 46 + nameLength + extra;

        if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: bad local header`);
        if (zip.toString('utf8', local + 30, local + 30 + zip.readUInt16LE(local + 26)) !== name) throw new Error(`${name}: local name differs`);
        const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
        const raw = zip.subarray(start, start + compressed);
        const data = method === 8 ? zlib.inflateRawSync(raw) : raw;
        if (data.length !== length) throw new Error(`${name}: ${data.length} bytes, directory says ${length}`);
        if (tableCrc32(data) !== crc) throw new Error(`${name}: CRC differs`);
        if (flags & 8) {
            const descriptor = start + compressed;
            if (zip.readUInt32LE(descriptor) !== 0x08074b50) throw new Error(`${name}: no data descriptor`);
            if (zip.readUInt32LE(descriptor + 4) !== crc || zip.readUInt32LE(descriptor + 8) !== compressed || zip.readUInt32LE(descriptor + 12) !== length) {
                throw new Error(`${name}: data descriptor differs from the directory`);
            }
        }
        entries.push({ name, flags, data });
    }
    return entries;
};

const hasUnzip = (() => {
    try {
        execFileSync('unzip', ['-v'], { stdio: 'ignore' });
        return true;
    } catch {
        return false;
    }
})();

/** `unzip -t` on the file where the machine has unzip (Info-ZIP, a second independent reader); undefined elsewhere. */
export const unzipTest = (zip: Buffer): string | undefined => {
    if (!hasUnzip) return undefined;
    const dir = mkdtempSync(path.join(tmpdir(), 'xlsx-test-'));
    try {
        const file = path.join(dir, 'test.xlsx');
        writeFileSync(file, zip);
        // Throws (non-zero exit) on any error it finds.
        return execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    } finally {
        rmSync(dir, { recursive: true, force: true });
    }
};
