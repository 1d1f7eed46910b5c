import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/e2e/support/chromiumLaunch';

/** Headless Debian Chromium with the flags that keep it from talking to anything but us. */
export const launchChromium = (): Promise<Browser> => chromium.launch(CHROMIUM_LAUNCH_OPTIONS);

/** A fresh context: empty cache and storage, as a first visit. The console's default locale. */
export const freshContext = (browser: Browser, baseURL: string): Promise<BrowserContext> =>
    browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
