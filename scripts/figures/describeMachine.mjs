// The machine a run measured on, named with its figures (the bench's and `npm test`'s): the
// figures in the READMEs say where they come from.
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

export const describeMachine = () => {
    let chromium = 'unknown';
    try {
        chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'ignore'],
        }).trim();
    } catch {
        // Reported as unknown; the browser parts say for themselves whether they ran.
    }
    return {
        date: new Date().toISOString(),
        nproc: cpus().length,
        cpu: cpus()[0]?.model ?? 'unknown',
        memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
        node: process.version,
        chromium,
    };
};
