// Every end-to-end run leaves `test-results/report-<run>/` (its HTML report) and, when a test
// failed, `test-results/run-<run>/` (traces, screenshots, videos), named after the run so that
// runs side by side keep their own. `npm test` prunes them at the start of its end-to-end step,
// so that they do not pile up: the newest few of each kind stay, the older ones go.
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** How many runs' folders of each kind are kept. */
export const KEPT_RUNS = 5;

const KINDS = ['report-', 'run-'];

/**
 * Removes all but the `keep` newest (by modification time) `report-*` folders of `dir`, and
 * likewise its `run-*` folders; anything else there is left alone. Answers the removed names.
 * A missing `dir` has nothing to prune.
 */
export const pruneTestResults = (dir = 'test-results', keep = KEPT_RUNS) => {
    let entries;
    try {
        entries = readdirSync(dir, { withFileTypes: true });
    } catch {
        return [];
    }
    const removed = [];
    for (const prefix of KINDS) {
        const folders = entries
            .filter(entry => entry.isDirectory() && entry.name.startsWith(prefix))
            .map(entry => ({ name: entry.name, mtime: statSync(path.join(dir, entry.name)).mtimeMs }))
            // Newest first; equal times by name, so that the choice does not depend on the file system's order.
            .sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
        for (const { name } of folders.slice(Math.max(0, keep))) {
            rmSync(path.join(dir, name), { recursive: true, force: true });
            removed.push(name);
        }
    }
    return removed;
};
