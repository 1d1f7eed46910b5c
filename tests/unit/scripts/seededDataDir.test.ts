import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureTemplate, seededDataDir, templateFor } from '../../../scripts/seededDataDir.mjs';

let root: string;
beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'mc-seeded-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/** A make that writes its files one after another, as a seeding server does, counting its calls. */
const slowMake = () => {
    const calls: string[] = [];
    const make = async (dir: string) => {
        calls.push(dir);
        writeFileSync(path.join(dir, 'first'), '1');
        await pause(50);
        mkdirSync(path.join(dir, 'pglite'));
        writeFileSync(path.join(dir, 'pglite', 'last'), '2');
    };
    return { calls, make };
};

const leftovers = () => readdirSync(root).filter(name => name !== 'template');

describe('ensureTemplate', () => {
    it('makes the template aside and renames it into place, leaving no lock or partial directory', async () => {
        const template = path.join(root, 'template');
        const { calls, make } = slowMake();
        await expect(ensureTemplate(template, make)).resolves.toBe(template);
        expect(calls).toHaveLength(1);
        expect(calls[0]).not.toBe(template);
        expect(readFileSync(path.join(template, 'pglite', 'last'), 'utf8')).toBe('2');
        expect(leftovers()).toEqual([]);
    });

    it('makes it once for callers side by side, and none of them sees it before it is whole', async () => {
        const template = path.join(root, 'template');
        const { calls, make } = slowMake();
        const seen = await Promise.all(
            [0, 1, 2].map(async () => {
                await ensureTemplate(template, make, { pollMs: 5 });
                return existsSync(path.join(template, 'pglite', 'last'));
            })
        );
        expect(calls).toHaveLength(1);
        expect(seen).toEqual([true, true, true]);
        expect(leftovers()).toEqual([]);
    });

    it('uses a template that is there already', async () => {
        const template = path.join(root, 'template');
        mkdirSync(template);
        const { calls, make } = slowMake();
        await ensureTemplate(template, make);
        expect(calls).toEqual([]);
    });

    it('leaves nothing behind when the make fails, and the next caller makes it', async () => {
        const template = path.join(root, 'template');
        const failing = async (dir: string) => {
            writeFileSync(path.join(dir, 'half'), '');
            throw new Error('the seed failed');
        };
        await expect(ensureTemplate(template, failing)).rejects.toThrow('the seed failed');
        expect(readdirSync(root)).toEqual([]);
        const { calls, make } = slowMake();
        await ensureTemplate(template, make);
        expect(calls).toHaveLength(1);
        expect(existsSync(path.join(template, 'half'))).toBe(false);
    });

    it('takes over the lock of a maker whose process is gone', async () => {
        const template = path.join(root, 'template');
        const gone = spawnSync('true').pid;
        writeFileSync(`${template}.lock`, `${gone} stale`);
        const { calls, make } = slowMake();
        await ensureTemplate(template, make, { pollMs: 5, timeoutMs: 5_000 });
        expect(calls).toHaveLength(1);
        expect(leftovers()).toEqual([]);
    });

    it('waits for a maker that is alive, and says so when it never finishes', async () => {
        const template = path.join(root, 'template');
        writeFileSync(`${template}.lock`, `${process.pid} another`);
        const { calls, make } = slowMake();
        await expect(ensureTemplate(template, make, { pollMs: 5, timeoutMs: 100 })).rejects.toThrow(`process ${process.pid} makes it`);
        expect(calls).toEqual([]);
    });
});

describe('seededDataDir', () => {
    const seeded = { MC_SEED_NOW: '2026-11-01T02:00:00Z' };
    const fakeServer = () => {
        const made: Array<Record<string, string | undefined>> = [];
        const make = async (_main: string, env: Record<string, string | undefined>, dir: string) => {
            made.push(env);
            mkdirSync(path.join(dir, 'pglite'));
            writeFileSync(path.join(dir, 'pglite', 'seed-now'), env.MC_SEED_NOW ?? '');
        };
        return { made, make };
    };

    it("copies the template of the server's seed clock into its empty data directory, made once for all", async () => {
        const templates = path.join(root, 'templates');
        mkdirSync(templates);
        const { made, make } = fakeServer();
        const empty = path.join(root, 'empty');
        mkdirSync(empty);
        const absent = path.join(root, 'absent');
        await expect(seededDataDir({ templates, main: 'main.mjs', env: { ...seeded, MC_DATA_DIR: empty }, make })).resolves.toBe(true);
        await expect(seededDataDir({ templates, main: 'main.mjs', env: { ...seeded, MC_DATA_DIR: absent, MC_CONFIG_FILE: 'other.json' }, make })).resolves.toBe(
            true
        );
        expect(made).toHaveLength(1);
        for (const dir of [empty, absent]) expect(readFileSync(path.join(dir, 'pglite', 'seed-now'), 'utf8')).toBe(seeded.MC_SEED_NOW);
        expect(existsSync(templateFor(templates, seeded.MC_SEED_NOW))).toBe(true);
    });

    it('keeps one template per seed clock', async () => {
        const templates = path.join(root, 'templates');
        mkdirSync(templates);
        const { made, make } = fakeServer();
        const other = path.join(root, 'other');
        await seededDataDir({ templates, main: 'main.mjs', env: { ...seeded, MC_DATA_DIR: path.join(root, 'first') }, make });
        await seededDataDir({ templates, main: 'main.mjs', env: { MC_SEED_NOW: '1790000000', MC_DATA_DIR: other }, make });
        expect(made).toHaveLength(2);
        expect(readFileSync(path.join(other, 'pglite', 'seed-now'), 'utf8')).toBe('1790000000');
    });

    it('leaves the server to seed its own database where a copy would not be the same data', async () => {
        const templates = path.join(root, 'templates');
        mkdirSync(templates);
        const { made, make } = fakeServer();
        const used = path.join(root, 'used');
        mkdirSync(used);
        writeFileSync(path.join(used, 'kept'), '');
        const cases: Array<[string | undefined, Record<string, string>]> = [
            [undefined, { ...seeded, MC_DATA_DIR: path.join(root, 'a') }],
            [templates, { MC_DATA_DIR: path.join(root, 'b') }],
            [templates, { ...seeded, MC_DATA_DIR: path.join(root, 'c'), DATABASE_URL: 'postgres://127.0.0.1/mc' }],
            [templates, { ...seeded, MC_DATA_DIR: used }],
        ];
        for (const [given, env] of cases) await expect(seededDataDir({ templates: given, main: 'main.mjs', env, make })).resolves.toBe(false);
        expect(made).toEqual([]);
        expect(readdirSync(used)).toEqual(['kept']);
        for (const name of ['a', 'b', 'c']) expect(existsSync(path.join(root, name))).toBe(false);
    });
});
