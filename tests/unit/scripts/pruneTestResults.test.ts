import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEPT_RUNS, pruneTestResults } from '../../../scripts/pruneTestResults.mjs';

let dir: string;
beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mc-prune-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A run's folder with a file in it, last modified `minutesAgo`. */
const folder = (name: string, minutesAgo: number) => {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, 'index.html'), name);
    const time = new Date(Date.now() - minutesAgo * 60_000);
    utimesSync(path.join(dir, name), time, time);
};

describe('pruneTestResults', () => {
    it(`keeps the ${KEPT_RUNS} newest report folders and the ${KEPT_RUNS} newest run folders, by time and not by name`, () => {
        // Names that sort the other way round from their age: test-1 is the newest.
        for (let i = 1; i <= 8; i++) folder(`report-test-${i}`, i);
        for (let i = 1; i <= 7; i++) folder(`run-test-${i}`, i);
        const removed = pruneTestResults(dir);
        expect(removed.sort()).toEqual(['report-test-6', 'report-test-7', 'report-test-8', 'run-test-6', 'run-test-7']);
        expect(readdirSync(dir).sort()).toEqual([...[1, 2, 3, 4, 5].map(i => `report-test-${i}`), ...[1, 2, 3, 4, 5].map(i => `run-test-${i}`)]);
    });

    it('leaves anything that is not a run folder alone, and fewer runs than kept untouched', () => {
        folder('report-1', 5);
        folder('run-1', 5);
        folder('other', 500);
        writeFileSync(path.join(dir, 'report-notes.txt'), 'a file, not a folder');
        expect(pruneTestResults(dir, 1)).toEqual([]);
        expect(pruneTestResults(dir, 0).sort()).toEqual(['report-1', 'run-1']);
        expect(readdirSync(dir).sort()).toEqual(['other', 'report-notes.txt']);
    });

    it('has nothing to prune when test-results does not exist yet', () => {
        expect(pruneTestResults(path.join(dir, 'missing'))).toEqual([]);
    });
});
