import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchRoot = dirname(fileURLToPath(import.meta.url));
const results = resolve(benchRoot, 'results');

/** Where the bench reads and writes; everything it writes is under bench/results (git-ignored). */
export const benchPaths = {
    benchRoot,
    projectRoot: resolve(benchRoot, '..'),
    results,
    consoleDist: resolve(results, 'build', 'console'),
    baselineDist: resolve(results, 'build', 'baseline'),
    /** The reference server as `npm start` runs it (scripts/buildServer.mjs). */
    serverBuild: resolve(results, 'build', 'server'),
    latestMarkdown: resolve(benchRoot, 'LATEST.md'),
};
