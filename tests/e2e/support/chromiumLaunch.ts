/**
 * Debian's Chromium, headless, with the flags that keep it from calling out (this machine's
 * network is closed; without them Chromium retries Google's hosts at every start). Shared by
 * the end-to-end tests and the benchmarks.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
    ],
};
