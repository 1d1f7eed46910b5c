import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { benchPaths } from './benchPaths';
import { now } from './stats';

const vite = resolve(benchPaths.projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');

const viteBuild = (args: string[], env: Record<string, string> = {}) =>
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'error', ...args], {
        cwd: benchPaths.projectRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
    });

/**
 * Builds the console and the baseline, in this run, from the same node_modules, into
 * bench/results/build (the console's own dist/ is left alone: the reference server of other
 * tools may be serving it). Answers the build times in milliseconds.
 */
export const buildApps = () => {
    const started = now();
    viteBuild(['--outDir', benchPaths.consoleDist, '--emptyOutDir']);
    const consoleMs = now() - started;
    viteBuild(['--config', resolve(benchPaths.benchRoot, 'baseline', 'vite.config.ts')], {
        BENCH_BASELINE_OUT: benchPaths.baselineDist,
    });
    return { consoleMs, baselineMs: now() - started - consoleMs };
};
