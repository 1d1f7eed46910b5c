import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create, extract } from 'tar';
import type { TestClient } from './createTestClient';

/** What a merchant archive holds, read back: its manifest, each table's lines, each file's bytes. */
export interface ArchiveContent {
    manifest: {
        schema_version: string;
        exported_at: number;
        merchant: { suid: string; name: string; industry: string; status: number };
        tables: Array<{ name: string; rows: number; sha256: string }>;
        files: Array<{ key: string; bytes: number; sha256: string }>;
    };
    tables: Record<string, string[]>;
    files: Record<string, Buffer>;
}

export const scratch = () => mkdtemp(path.join(tmpdir(), 'mc-merchant-archive-'));

/** Opens `platform/merchant/MerchantExport` as the console does (a signed URL) and saves the archive. */
export const downloadArchive = async (client: TestClient, suid: string, file: string) => {
    const response = await fetch(client.http.signedUrl('platform/merchant/MerchantExport', { suid }));
    if (!response.headers.get('content-type')?.includes('gzip')) throw new Error(`no archive: ${await response.text()}`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    return response;
};

/** Unpacks an archive and reads all of it. */
export const readArchive = async (file: string): Promise<ArchiveContent> => {
    const dir = await scratch();
    try {
        await extract({ file, cwd: dir, strict: true });
        const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as ArchiveContent['manifest'];
        const tables: ArchiveContent['tables'] = {};
        for (const name of await readdir(path.join(dir, 'tables'))) {
            tables[name.replace(/\.jsonl$/, '')] = (await readFile(path.join(dir, 'tables', name), 'utf8')).split('\n').filter(Boolean);
        }
        const files: ArchiveContent['files'] = {};
        for (const name of await readdir(path.join(dir, 'files')).catch(() => [] as string[])) files[name] = await readFile(path.join(dir, 'files', name));
        return { manifest, tables, files };
    } finally {
        await rm(dir, { recursive: true, force: true });
    }
};

/** Unpacks an archive, lets `change` alter its directory, and packs it again into `to`. */
export const repackArchive = async (from: string, to: string, change: (dir: string) => Promise<void>) => {
    const dir = await scratch();
    try {
        await extract({ file: from, cwd: dir, strict: true });
        await change(dir);
        const entries = [
            ...(await readdir(dir)).filter(name => name === 'manifest.json'),
            ...(await readdir(path.join(dir, 'tables'))).map(name => `tables/${name}`),
            ...(await readdir(path.join(dir, 'files')).catch(() => [] as string[])).map(name => `files/${name}`),
        ];
        await create({ gzip: true, cwd: dir, file: to, portable: true }, entries);
    } finally {
        await rm(dir, { recursive: true, force: true });
    }
};
