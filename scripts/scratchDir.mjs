// `npm test` gives its steps one scratch folder as TMPDIR: every throw-away database, data
// directory, PostgreSQL cluster and browser profile of the run goes there, and the folder goes at
// the end of the run, with anything a failed test left behind.
//
// It is on tmpfs (`/dev/shm`) when the machine has room there. The tests write a lot of short-lived
// files: each contract test file starts from a copy of the seeded PGlite directory (68 MB in
// 1,500 files), which took about 1 s to write on this machine's ext4 disk and 0.1 s on tmpfs. The
// data is thrown away anyway, so the disk's durability buys nothing.
import { chmodSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Room the run needs on tmpfs before it uses it (two e2e servers, a cluster, browser profiles). */
export const SCRATCH_ROOM_BYTES = 4 * 1024 ** 3;

/** Free bytes of the file system at `dir`, or 0 when it cannot be read (missing, not a folder). */
const freeBytes = dir => {
    try {
        const stats = statfsSync(dir);
        return stats.bavail * stats.bsize;
    } catch {
        return 0;
    }
};

/**
 * The parent of the run's scratch folder: `candidates` in order (tmpfs first), the first with
 * `room` bytes free, else the system's temporary folder.
 */
export const scratchParent = (candidates = ['/dev/shm'], room = SCRATCH_ROOM_BYTES, free = freeBytes) => candidates.find(dir => free(dir) >= room) ?? tmpdir();

/**
 * Makes the run's scratch folder. Anyone may write in it and only the owner of a file may remove it
 * (like /tmp): the throw-away PostgreSQL cluster runs as the `postgres` user when the run is root.
 * Answers its path and a `remove` for the end of the run.
 */
export const makeScratchDir = (parent = scratchParent()) => {
    const dir = mkdtempSync(path.join(parent, 'mc-test-'));
    chmodSync(dir, 0o1777);
    const remove = () => {
        try {
            rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
        } catch (error) {
            // A process still writing there (a stopped run's server) must not hide the run's result.
            console.error(`Could not remove ${dir}: ${error instanceof Error ? error.message : error}`);
        }
    };
    return { dir, remove };
};
