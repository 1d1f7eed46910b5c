import { test as base, type Page } from '@playwright/test';
import { openSignedIn, type ApiSession, type Who } from '../support/apiSignIn';
import { DevicesPage } from './DevicesPage';
import { ExportDrawer } from './ExportDrawer';
import { FormPage } from './FormPage';
import { ListPage } from './ListPage';
import { LoginPage } from './LoginPage';
import { Shell } from './Shell';
import { textsFor, type Locale, type Texts } from './texts';
import { Workbench } from './Workbench';

/** The page objects of one page, all speaking one language. */
export interface Pages {
    texts: Texts;
    loginPage: LoginPage;
    shell: Shell;
    workbench: Workbench;
    listPage: ListPage;
    formPage: FormPage;
    exportDrawer: ExportDrawer;
    devicesPage: DevicesPage;
}

/** Page objects for `page` in `locale` (the language the console is showing). */
export const pagesFor = (page: Page, locale: Locale = 'zh-cn'): Pages => {
    const texts = textsFor(locale);
    return {
        texts,
        loginPage: new LoginPage(page, texts),
        shell: new Shell(page, texts),
        workbench: new Workbench(page, texts),
        listPage: new ListPage(page, texts),
        formPage: new FormPage(page, texts),
        exportDrawer: new ExportDrawer(page, texts),
        devicesPage: new DevicesPage(page, texts),
    };
};

/** The browser language that makes a fresh console (nothing stored) open in each locale. */
const BROWSER_LANGUAGE: Record<Locale, string> = { 'zh-cn': 'zh-CN', en: 'en-US', es: 'es-ES', ja: 'ja-JP' };

/**
 * The page starts signed in as `who` (through the API, a new session: support/apiSignIn.ts) on
 * `path`, default the dashboard. For every test that is not about signing in.
 */
export type SignIn = (who: Who, path?: string) => Promise<ApiSession>;

/**
 * Playwright's `test` with the page objects as fixtures, and `signIn`. `test.use({ appLocale:
 * 'en' })` runs a test in another language: the browser asks for it, and the page objects read
 * its texts.
 */
export const test = base.extend<Pages & { appLocale: Locale; signIn: SignIn }>({
    appLocale: ['zh-cn', { option: true }],
    signIn: async ({ page, baseURL }, use) => use((who, path) => openSignedIn(page, who, { path, baseURL })),
    locale: async ({ appLocale }, use) => use(BROWSER_LANGUAGE[appLocale]),
    texts: async ({ appLocale }, use) => use(textsFor(appLocale)),
    loginPage: async ({ page, texts }, use) => use(new LoginPage(page, texts)),
    shell: async ({ page, texts }, use) => use(new Shell(page, texts)),
    workbench: async ({ page, texts }, use) => use(new Workbench(page, texts)),
    listPage: async ({ page, texts }, use) => use(new ListPage(page, texts)),
    formPage: async ({ page, texts }, use) => use(new FormPage(page, texts)),
    exportDrawer: async ({ page, texts }, use) => use(new ExportDrawer(page, texts)),
    devicesPage: async ({ page, texts }, use) => use(new DevicesPage(page, texts)),
});

export { expect } from '@playwright/test';
