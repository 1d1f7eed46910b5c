import { chromium, type Browser, type BrowserContext } from '@playwright/test';

/** Headless Debian Chromium with the flags that keep it from talking to anything but us. */
export const launchChromium = (): Promise<Browser> =>
    chromium.launch({
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
    });

/** A fresh context: empty cache and storage, as a first visit. The console's default locale. */
export const freshContext = (browser: Browser, baseURL: string): Promise<BrowserContext> =>
    browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
