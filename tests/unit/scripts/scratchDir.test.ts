import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeScratchDir, scratchParent } from '../../../scripts/scratchDir.mjs';

const made: string[] = [];
afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('scratchParent', () => {
    it('takes the first candidate with room, in order', () => {
        const free = (dir: string) => ({ '/small': 10, '/roomy': 100, '/roomier': 1000 })[dir] ?? 0;
        expect(scratchParent(['/small', '/roomy', '/roomier'], 50, free)).toBe('/roomy');
    });

    it("falls back to the system's temporary folder when no candidate has room or exists", () => {
        expect(scratchParent(['/small'], 50, () => 10)).toBe(tmpdir());
        expect(scratchParent([path.join(tmpdir(), 'mc-no-such-folder')], 1)).toBe(tmpdir());
    });

    it('reads the real free space of a folder that exists', () => {
        const folder = mkdtempSync(path.join(tmpdir(), 'mc-scratch-'));
        made.push(folder);
        expect(scratchParent([folder], 1)).toBe(folder);
        expect(scratchParent([folder], Number.MAX_SAFE_INTEGER)).toBe(tmpdir());
    });
});

describe('makeScratchDir', () => {
    it('makes a folder anyone can write in, whose files only their owner removes, and removes it with what is in it', () => {
        const parent = mkdtempSync(path.join(tmpdir(), 'mc-scratch-'));
        made.push(parent);
        const { dir, remove } = makeScratchDir(parent);
        expect(path.dirname(dir)).toBe(parent);
        expect(statSync(dir).mode & 0o7777).toBe(0o1777);
        writeFileSync(path.join(dir, 'left-behind'), 'x');
        remove();
        expect(existsSync(dir)).toBe(false);
    });
});
