import type { Page, Request } from '@playwright/test';
import { expect, test } from './pages/fixtures';
import { DEMO } from './support/accounts';
import { createRestrictedOperator } from './support/createRestrictedOperator';

/** Every /v1 call the page makes, by path. */
const recordCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/v1/')) calls.push(url.pathname.slice('/api/v1/'.length));
    });
    return calls;
};

const redirectOf = (page: Page) => new URL(page.url()).searchParams.get('redirect');

test.describe('permitted menus and the route guard', () => {
    test('operator sees only the dealer area, and a typed URL of another area shows /401 without any data call', async ({ page, signIn, shell, texts }) => {
        await signIn('operator');
        expect(await shell.sectionTitles()).toEqual([shell.sectionTitle('dashboard'), shell.sectionTitle('dealer')]);
        const dealer = shell.sectionTitle('dealer');
        await shell.openSection(dealer);
        for (const path of ['/dealer/secondHandCarDealer/list', '/dealer/store/list', '/dealer/blacklist/list', '/dealer/fwjl'])
            await expect(shell.menuLink(dealer, shell.routeTitle(path))).toBeVisible();

        const calls = recordCalls(page);
        await page.goto('/jingpai/record');
        await expect(page).toHaveURL(/\/401$/);
        await expect(page.getByRole('heading', { name: texts.t('mc.errorPage.title401') })).toBeVisible();
        expect(calls.filter(call => call.startsWith('addons/jp/'))).toEqual([]);

        // The way back leads to a page it may open.
        await page.getByRole('link', { name: texts.t('mc.errorPage.home') }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('bank sees the offlinepay menus and not the dealer ones', async ({ page, signIn, shell }) => {
        await signIn('bank');
        const sections = await shell.sectionTitles();
        expect(sections).toEqual(expect.arrayContaining(['user', 'financenh', 'plugin', 'setting'].map(shell.sectionTitle)));
        for (const hidden of ['dealer', 'bzj', 'cars', 'jingpai', 'supertube']) expect(sections).not.toContain(shell.sectionTitle(hidden));
        await page.goto('/dealer/secondHandCarDealer/list');
        await expect(page).toHaveURL(/\/401$/);
    });

    test('platform sees supertube', async ({ signIn, shell }) => {
        await signIn('platform');
        const platform = shell.sectionTitle('supertube');
        expect(await shell.sectionTitles()).toContain(platform);
        await shell.openSection(platform);
        await expect(shell.menuLink(platform, shell.routeTitle('/supertube/platform/system'))).toBeVisible();
    });

    test('unknown paths go to /404, and / to the dashboard', async ({ page, signIn, texts }) => {
        await signIn('admin');
        await page.goto('/no/such/page');
        await expect(page).toHaveURL(/\/404$/);
        await expect(page.getByRole('heading', { name: texts.t('mc.errorPage.title404') })).toBeVisible();
        await page.goto('/');
        await expect(page).toHaveURL(/\/dashboard$/);
    });
});

test.describe('login', () => {
    test('a redirect survives the login round trip', async ({ page, loginPage }) => {
        await loginPage.goto('/dealer/fwjl?from=e2e');
        await expect(page).toHaveURL(/\/login\?redirect=/);
        expect(redirectOf(page)).toBe('/dealer/fwjl?from=e2e');
        await loginPage.signIn(DEMO.admin.username, DEMO.admin.password);
        await expect(page).toHaveURL(/\/dealer\/fwjl\?from=e2e$/);
        await expect(page.getByRole('table')).toBeVisible();
    });

    test('a wrong password shows the server message', async ({ page, loginPage }) => {
        await loginPage.goto();
        await loginPage.signIn('operator', 'not-the-password');
        await expect(loginPage.message('用户名或密码错误')).toBeVisible();
        await expect(page).toHaveURL(/\/login/);
    });

    test('the captcha appears after 3 failures and is renewed on click', async ({ loginPage }) => {
        // An account of its own: the failure count is per username, and the demo logins must stay captcha-free.
        await loginPage.goto();
        await loginPage.username().fill(`captcha${Date.now()}`);
        for (let attempt = 1; attempt <= 2; attempt += 1) {
            await loginPage.password().fill(`wrong-${attempt}`);
            await loginPage.submit();
            await expect(loginPage.captchaImage()).toHaveCount(0);
        }
        await loginPage.password().fill('wrong-3');
        await loginPage.submit();
        const image = loginPage.captchaImage();
        await expect(image).toBeVisible();
        await expect(loginPage.captchaInput()).toBeVisible();
        const first = await image.getAttribute('src');
        await loginPage.refreshCaptcha();
        await expect(image).not.toHaveAttribute('src', first ?? '');
    });

    test('with a live session /login goes to the console', async ({ page, signIn }) => {
        await signIn('admin');
        await page.goto('/login');
        await expect(page).toHaveURL(/\/dashboard$/);
    });
});

test.describe('the session', () => {
    test('an idle session refreshes silently and keeps working', async ({ page, signIn, shell }) => {
        await page.clock.install();
        await signIn('admin', '/dealer/fwjl');
        await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

        // Idle until the access token is about to expire (2 h by default): the background check refreshes it.
        const refreshed = page.waitForResponse(response => response.url().includes('/public/user/refreshAccessToken'));
        await page.clock.fastForward((2 * 3600 - 40) * 1000);
        expect((await refreshed).ok()).toBe(true);

        // The old pair is revoked by the rotation; the console carries on with the new one.
        await shell.menuLink(shell.sectionTitle('dealer'), shell.routeTitle('/dealer/store/list')).click();
        await expect(page).toHaveURL(/\/dealer\/store\/list/);
        await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('an expired refresh token lands on login with the redirect', async ({ page, signIn, loginPage }) => {
        await page.clock.install();
        await signIn('admin', '/dealer/fwjl?from=idle');
        await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

        // Idle past the refresh token's lifetime (7 days by default).
        await page.clock.fastForward(8 * 24 * 3600 * 1000);
        await expect(page).toHaveURL(/\/login\?redirect=/);
        expect(redirectOf(page)).toBe('/dealer/fwjl?from=idle');
        expect(await page.evaluate(() => localStorage.getItem('mc.session'))).toBeNull();

        await loginPage.signIn(DEMO.admin.username, DEMO.admin.password);
        await expect(page).toHaveURL(/\/dealer\/fwjl\?from=idle$/);
    });

    test('logout calls the server, then clears the session, the tabs and the per-user state', async ({ page, signIn, loginPage, shell }) => {
        await signIn('admin', '/dealer/store/list');
        await expect(page.getByRole('table')).toBeVisible();
        const stored = () => page.evaluate(() => Object.keys(localStorage));
        expect((await stored()).some(key => key.startsWith('RaStore.mc.tabs'))).toBe(true);

        const loggedOut = page.waitForResponse(response => response.url().includes('/buyer/user/logout'));
        await shell.logout();
        expect((await loggedOut).ok()).toBe(true);
        const keys = await stored();
        expect(keys).not.toContain('mc.session');
        // Only the browser's preferences (device, settings panel choices) outlive the session.
        expect(keys.filter(key => key.startsWith('RaStore.mc.') && !/^RaStore\.mc\.(app\.device|settings\.(?!panelOpen))/.test(key))).toEqual([]);

        // The old tabs do not come back with the next user.
        await loginPage.loginAs('operator');
        await expect(page.getByText(shell.routeTitle('/dealer/store/list'), { exact: true })).toHaveCount(0);
    });
});

test.describe('the error catalogue', () => {
    test('a server no-permission reply shows the message and returns to the dashboard', async ({ page, baseURL, signIn, texts }) => {
        // A role that opens the store list but may not call its api: the server refuses the call.
        const clerk = await createRestrictedOperator(baseURL!, String(Date.now()).slice(-6));
        await signIn(clerk);
        await expect(page).toHaveURL(/\/dashboard$/);

        await page.goto('/dealer/store/list');
        await expect(page.getByText(texts.t('mc.error.noPermission'), { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/dashboard$/);
    });
});
