import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A screenshot says which sources it was taken from: a PNG text chunk holding the hash of the
 * files that draw the page. A test compares it with the hash of those files now, so a picture is
 * stale exactly when what draws it changed (a retake whose pixels come out the same still moves
 * the stamp, and so can be committed).
 */
const KEYWORD = 'mc-sources';

/** The files that draw the list page of the README's page-anatomy screenshots. */
export const LIST_PAGE_SOURCES = [':(glob)src/schema/**/*.tsx', 'src/ui/consoleTheme.ts'];

/** The hash of the files git tracks under `pathspecs` (contents and names, in name order). */
export const sourcesHash = (root: string, pathspecs: readonly string[]): string => {
    const files = execFileSync('git', ['ls-files', '-z', '--', ...pathspecs], { cwd: root, encoding: 'utf8' })
        .split('\0')
        .filter(Boolean)
        .sort();
    if (!files.length) throw new Error(`git tracks no file of ${pathspecs.join(', ')}`);
    const hash = createHash('sha256');
    for (const file of files)
        hash.update(file)
            .update('\0')
            .update(readFileSync(path.join(root, file)))
            .update('\0');
    return hash.digest('hex');
};

/** The PNG's chunks: type, data and where each starts. */
const chunks = (png: Buffer) => {
    const found: Array<{ type: string; data: Buffer; at: number }> = [];
    for (let at = 8; at + 12 <= png.length;) {
        const length = png.readUInt32BE(at);
        found.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length), at });
        at += 12 + length;
    }
    return found;
};

/** The PNG with its sources stamp set to `hash` (a stamp it had is replaced), before IEND. */
export const stampSources = (png: Buffer, hash: string): Buffer => {
    const kept = chunks(png).filter(chunk => !(chunk.type === 'tEXt' && chunk.data.toString('latin1').startsWith(`${KEYWORD}\0`)));
    const end = kept.find(chunk => chunk.type === 'IEND');
    if (!end) throw new Error('not a PNG: no IEND chunk');
    const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(`${KEYWORD}\0${hash}`, 'latin1')]);
    const chunk = Buffer.alloc(body.length + 8);
    chunk.writeUInt32BE(body.length - 4, 0);
    body.copy(chunk, 4);
    chunk.writeUInt32BE(zlib.crc32(body) >>> 0, body.length + 4);
    const head = Buffer.concat([png.subarray(0, 8), ...kept.filter(c => c.type !== 'IEND').map(c => png.subarray(c.at, c.at + 12 + c.data.length))]);
    return Buffer.concat([head, chunk, png.subarray(end.at, end.at + 12)]);
};

/** The sources stamp of a PNG, if it has one. */
export const stampOf = (png: Buffer): string | undefined => {
    const chunk = chunks(png).find(c => c.type === 'tEXt' && c.data.toString('latin1').startsWith(`${KEYWORD}\0`));
    return chunk?.data.toString('latin1').slice(KEYWORD.length + 1);
};
