import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Manifest } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * pinyin-pro must stay out of the first-loaded JavaScript (issue 6): the production build's
 * manifest must reach it only through a dynamic import, never from the entry's static imports.
 */
describe('production bundle', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'mc-bundle-'));
    afterAll(() => rmSync(outDir, { recursive: true, force: true }));

    it('loads pinyin-pro lazily', { timeout: 120_000 }, async () => {
        await build({ logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false } });
        const manifest: Manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
        const pinyinChunks = Object.entries(manifest)
            .filter(([key, chunk]) => key.includes('node_modules/pinyin-pro/') || chunk.src?.includes('node_modules/pinyin-pro/'))
            .map(([key]) => key);
        expect(pinyinChunks.length).toBeGreaterThan(0);

        const firstLoaded = new Set<string>();
        const visit = (key: string) => {
            if (firstLoaded.has(key)) return;
            firstLoaded.add(key);
            manifest[key]?.imports?.forEach(visit);
        };
        Object.entries(manifest)
            .filter(([, chunk]) => chunk.isEntry)
            .forEach(([key]) => visit(key));

        expect(firstLoaded.size).toBeGreaterThan(0);
        for (const key of pinyinChunks) expect(firstLoaded.has(key)).toBe(false);
        const pinyinFiles = new Set(pinyinChunks.map(key => manifest[key].file));
        for (const key of firstLoaded) expect(pinyinFiles.has(manifest[key].file)).toBe(false);
    });
});
