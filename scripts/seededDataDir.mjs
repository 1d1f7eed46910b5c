// The end-to-end run's reference servers start from a copy of one seeded data directory instead of
// each seeding its own. The demo seed is most of a server's first start, and it gives the same rows
// to every server with the same seed clock (MC_SEED_NOW; server/domains/shared/seedClock.ts): no
// seed reads the server's other settings (keys, config.json, catalogue, console build, declared
// tables), so the servers that tests start with their own share it too. A copied directory is
// simply opened: a server seeds only a database without accounts (server/db/seedDatabase.ts).
//
// `node scripts/seededDataDir.mjs --server <main.mjs>` fills MC_DATA_DIR so before the run's own
// servers start (playwright.config.ts); tests/e2e/support/referenceServer.ts does the same for the
// servers that tests start.
import { randomUUID } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBuiltServer } from './startBuiltServer.mjs';

const isAlive = pid => {
    try {
        process.kill(pid, 0);
        return true;
    } catch (error) {
        return error.code === 'EPERM';
    }
};

/** Takes `lock` (created, never opened over): answers the token written in it, or undefined when another caller holds it. */
const takeLock = lock => {
    let fd;
    try {
        fd = openSync(lock, 'wx');
    } catch (error) {
        if (error.code === 'EEXIST') return undefined;
        throw error;
    }
    const token = `${process.pid} ${randomUUID()}`;
    writeSync(fd, token);
    closeSync(fd);
    return token;
};

const readLock = lock => {
    try {
        return readFileSync(lock, 'utf8');
    } catch (error) {
        if (error.code === 'ENOENT') return undefined;
        throw error;
    }
};

/** Removes `lock` if it still holds `token`. */
const giveBack = (lock, token) => {
    if (readLock(lock) === token) rmSync(lock, { force: true });
};

/**
 * `template`, a directory made by `make(dir)` unless it is there already. Servers start side by
 * side, so the first caller takes `<template>.lock`, makes the directory aside and renames it into
 * place: no caller ever copies half of one. The others wait for it. A maker that fails gives the
 * lock back, and the next caller makes it; the lock of a process that is gone is taken over. Should
 * two makers finish all the same (a takeover racing another), the first rename stands and the other
 * directory goes.
 */
export const ensureTemplate = async (template, make, { pollMs = 100, timeoutMs = 300_000 } = {}) => {
    const lock = `${template}.lock`;
    const started = Date.now();
    for (;;) {
        if (existsSync(template)) return template;
        const token = takeLock(lock);
        if (token) {
            const aside = mkdtempSync(`${template}.making-`);
            try {
                await make(aside);
                try {
                    renameSync(aside, template);
                } catch (error) {
                    if (!existsSync(template)) throw error;
                }
            } finally {
                rmSync(aside, { recursive: true, force: true });
                giveBack(lock, token);
            }
            return template;
        }
        const held = readLock(lock);
        if (held === undefined) continue;
        const owner = Number(held.split(' ')[0]);
        if (owner && !isAlive(owner)) giveBack(lock, held);
        else if (Date.now() - started > timeoutMs) throw new Error(`${template} was not made within ${timeoutMs / 1000} s (process ${owner} makes it)`);
        else await new Promise(resolve => setTimeout(resolve, pollMs));
    }
};

/**
 * What a server's first start leaves in `dir` (migrated, seeded, its row security and triggers
 * in place): the built server `main` started on it with `env` and stopped. Declared tables are
 * left out (an empty MC_TABLES_DIR): each server applies its own declarations at every start.
 */
const firstStart = async (main, env, dir) => {
    const tables = mkdtempSync(`${dir}-tables-`);
    try {
        const server = await startBuiltServer(main, { ...env, MC_DATA_DIR: dir, MC_TABLES_DIR: tables });
        server.stop();
        const code = await server.exited;
        if (code !== 0) throw new Error(`the server that seeded ${dir} exited with ${code} instead of 0`);
    } finally {
        rmSync(tables, { recursive: true, force: true });
    }
};

/** The template of one seed clock under the run's `templates` directory. */
export const templateFor = (templates, seedNow) => path.join(templates, `seed-${encodeURIComponent(seedNow)}`);

/**
 * Fills the data directory of a server with `env` (its MC_DATA_DIR) with a copy of the seeded
 * template of its seed clock under `templates`, made first if no server made it yet: the built
 * server `main` started once and stopped. Answers whether it did. It does nothing without
 * `templates`, for a server on PostgreSQL (DATABASE_URL), for one whose seed clock is not pinned
 * (each seed differs), or when the data directory holds anything already.
 */
export const seededDataDir = async ({ templates, main, env, make = firstStart }) => {
    const dataDir = env.MC_DATA_DIR;
    if (!templates || !dataDir || env.DATABASE_URL || !env.MC_SEED_NOW) return false;
    if (existsSync(dataDir) && readdirSync(dataDir).length) return false;
    const template = await ensureTemplate(templateFor(templates, env.MC_SEED_NOW), dir => make(main, env, dir));
    cpSync(template, dataDir, { recursive: true });
    return true;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    const { values } = parseArgs({ options: { server: { type: 'string' } } });
    if (!values.server)
        throw new Error('Usage: node scripts/seededDataDir.mjs --server <built main.mjs> (MC_DATA_DIR, E2E_SEED_TEMPLATES from the environment)');
    await seededDataDir({ templates: process.env.E2E_SEED_TEMPLATES, main: values.server, env: process.env });
}
