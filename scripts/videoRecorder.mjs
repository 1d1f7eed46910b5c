// Playwright records videos with its own ffmpeg build, which `npx playwright install ffmpeg`
// downloads from Playwright's CDN; this machine's network is closed to it. Debian's ffmpeg takes
// the same arguments (VP9 in WebM from a Matroska pipe), so `npm test` installs it and links it
// where Playwright looks. playwright.config.ts records videos only when that file exists.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);

/** Where Playwright (the installed playwright-core) looks for its ffmpeg on Linux. */
export const playwrightFfmpegPath = (env = process.env) => {
    // browsers.json is not among the package's exports: found beside its main file.
    const browsers = JSON.parse(readFileSync(join(dirname(require.resolve('playwright-core')), 'browsers.json'), 'utf8'));
    const revision = browsers.browsers.find(browser => browser.name === 'ffmpeg')?.revision;
    const registry = env.PLAYWRIGHT_BROWSERS_PATH
        ? resolve(env.PLAYWRIGHT_BROWSERS_PATH)
        : join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'ms-playwright');
    return join(registry, `ffmpeg-${revision}`, 'ffmpeg-linux');
};

/** True when Playwright can record videos here. */
export const canRecordVideo = () => process.platform !== 'linux' || existsSync(playwrightFfmpegPath());

/**
 * Makes videos possible on Linux: Playwright's own ffmpeg when it downloads, else Debian's
 * (installed when missing) linked in its place. A failure only costs the videos: it is
 * reported, and the tests run without them.
 */
export const ensureVideoRecorder = () => {
    if (canRecordVideo()) return;
    try {
        execSync('npx playwright install ffmpeg', { stdio: 'ignore', timeout: 60_000 });
        if (canRecordVideo()) return;
    } catch {
        // offline: Debian's ffmpeg below
    }
    try {
        if (!existsSync('/usr/bin/ffmpeg')) {
            console.log("Playwright's ffmpeg cannot be downloaded: installing Debian's ffmpeg for the videos of failed tests…");
            const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
            execSync(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ffmpeg`, { stdio: 'inherit' });
        }
        const target = playwrightFfmpegPath();
        mkdirSync(dirname(target), { recursive: true });
        symlinkSync('/usr/bin/ffmpeg', target);
    } catch (error) {
        console.error(`No ffmpeg for Playwright (${error.message.split('\n')[0]}): failed tests keep their trace and screenshot, but no video.`);
    }
};
