import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/e2e/support/chromiumLaunch';

/** Headless Debian Chromium with the flags that keep it from talking to anything but us. */
export const launchChromium = (): Promise<Browser> => chromium.launch(CHROMIUM_LAUNCH_OPTIONS);

/**
 * A fresh context: empty cache, and empty storage unless `storageState` gives it some (a stored
 * session: a reload or a new tab of a signed-in operator). The console's default locale.
 */
export const freshContext = (browser: Browser, baseURL: string, storageState?: BrowserContextOptions['storageState']): Promise<BrowserContext> =>
    browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 }, storageState });
