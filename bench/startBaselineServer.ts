import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { benchPaths } from './benchPaths';
import { freePort } from './freePort';
import { stopChild } from './referenceServer';
import type { Row } from './baselineRows';

/** Starts bench/baselineServer.ts in its own process, serving `rows` and the baseline build. */
export const startBaselineServer = async (rows: Row[]) => {
    mkdirSync(benchPaths.results, { recursive: true });
    const rowsFile = resolve(benchPaths.results, 'baseline-rows.json');
    writeFileSync(rowsFile, JSON.stringify(rows));
    const port = await freePort();
    const child = spawn(
        process.execPath,
        ['--import', 'tsx', resolve(benchPaths.benchRoot, 'baselineServer.ts'), String(port), benchPaths.baselineDist, rowsFile],
        { cwd: benchPaths.projectRoot, stdio: ['ignore', 'pipe', 'inherit'] }
    );
    await new Promise<void>((ready, fail) => {
        child.stdout!.once('data', () => ready());
        child.once('exit', code => fail(new Error(`the baseline server exited (${code})`)));
    });
    return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
};
