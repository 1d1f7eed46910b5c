import { execFileSync } from 'node:child_process';
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO, login } from './support/login';

/** Every /v1 call the page makes, by path. */
const recordCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/v1/')) calls.push(url.pathname.slice('/api/v1/'.length));
    });
    return calls;
};

const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** The buttons of the icon rail (top-level sections). */
const sectionsOf = async (page: Page) => {
    await expect(mainMenu(page).getByRole('button').first()).toBeVisible();
    return (await mainMenu(page).getByRole('button').allInnerTexts()).map(text => text.trim());
};

const redirectOf = (page: Page) => new URL(page.url()).searchParams.get('redirect');

test.describe('permitted menus and the route guard', () => {
    test('operator sees only the dealer area, and a typed URL of another area shows /401 without any data call', async ({ page }) => {
        await login(page, 'operator');
        expect(await sectionsOf(page)).toEqual(['首页', '车商']);
        await mainMenu(page).getByRole('button', { name: '车商' }).click();
        const dealerMenu = page.getByRole('navigation', { name: '车商' });
        for (const item of ['二手车商', '4S店', '黑名单', '拜访记录']) await expect(dealerMenu.getByRole('link', { name: item })).toBeVisible();

        const calls = recordCalls(page);
        await page.goto('/jingpai/record');
        await expect(page).toHaveURL(/\/401$/);
        await expect(page.getByRole('heading', { name: '抱歉，您没有访问该页面的权限' })).toBeVisible();
        expect(calls.filter(call => call.startsWith('addons/jp/'))).toEqual([]);

        // The way back leads to a page it may open.
        await page.getByRole('link', { name: '返回首页' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('bank sees the offlinepay menus and not the dealer ones', async ({ page }) => {
        await login(page, 'bank');
        const sections = await sectionsOf(page);
        expect(sections).toEqual(expect.arrayContaining(['员工', '财务', '插件', '设置']));
        for (const hidden of ['车商', '保证金', '车辆', '竞拍', '平台']) expect(sections).not.toContain(hidden);
        await page.goto('/dealer/secondHandCarDealer/list');
        await expect(page).toHaveURL(/\/401$/);
    });

    test('platform sees supertube', async ({ page }) => {
        await login(page, 'platform');
        expect(await sectionsOf(page)).toContain('平台');
        await mainMenu(page).getByRole('button', { name: '平台' }).click();
        await expect(page.getByRole('navigation', { name: '平台' }).getByRole('link', { name: '系统设置' })).toBeVisible();
    });

    test('unknown paths go to /404, and / to the dashboard', async ({ page }) => {
        await login(page, 'admin');
        await page.goto('/no/such/page');
        await expect(page).toHaveURL(/\/404$/);
        await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
        await page.goto('/');
        await expect(page).toHaveURL(/\/dashboard$/);
    });
});

test.describe('login', () => {
    test('a redirect survives the login round trip', async ({ page }) => {
        await page.goto('/dealer/fwjl?from=e2e');
        await expect(page).toHaveURL(/\/login\?redirect=/);
        expect(redirectOf(page)).toBe('/dealer/fwjl?from=e2e');
        await page.getByRole('textbox', { name: '用户名', exact: true }).fill(DEMO.admin.username);
        await page.getByRole('textbox', { name: '密码', exact: true }).fill(DEMO.admin.password);
        await page.getByRole('button', { name: '登录' }).click();
        await expect(page).toHaveURL(/\/dealer\/fwjl\?from=e2e$/);
        await expect(page.getByRole('table')).toBeVisible();
    });

    test('a wrong password shows the server message', async ({ page }) => {
        await page.goto('/login');
        await page.getByRole('textbox', { name: '用户名', exact: true }).fill('operator');
        await page.getByRole('textbox', { name: '密码', exact: true }).fill('not-the-password');
        await page.getByRole('button', { name: '登录' }).click();
        await expect(page.getByText('用户名或密码错误')).toBeVisible();
        await expect(page).toHaveURL(/\/login/);
    });

    test('the captcha appears after 3 failures and is renewed on click', async ({ page }) => {
        // An account of its own: the failure count is per username, and the demo logins must stay captcha-free.
        await page.goto('/login');
        await page.getByRole('textbox', { name: '用户名', exact: true }).fill(`captcha${Date.now()}`);
        const password = page.getByRole('textbox', { name: '密码', exact: true });
        const submit = page.getByRole('button', { name: '登录' });
        for (let attempt = 1; attempt <= 2; attempt += 1) {
            await password.fill(`wrong-${attempt}`);
            const answered = page.waitForResponse(response => response.url().includes('/public/user/login'));
            await submit.click();
            await answered;
            await expect(page.getByRole('img', { name: '验证码图片' })).toHaveCount(0);
        }
        await password.fill('wrong-3');
        await submit.click();
        const image = page.getByRole('img', { name: '验证码图片' });
        await expect(image).toBeVisible();
        await expect(page.getByRole('textbox', { name: '验证码', exact: true })).toBeVisible();
        const first = await image.getAttribute('src');
        await page.getByRole('button', { name: '看不清？换一张' }).click();
        await expect(image).not.toHaveAttribute('src', first ?? '');
    });

    test('with a live session /login goes to the console', async ({ page }) => {
        await login(page, 'admin');
        await page.goto('/login');
        await expect(page).toHaveURL(/\/dashboard$/);
    });
});

test.describe('the session', () => {
    test('an idle session refreshes silently and keeps working', async ({ page }) => {
        await page.clock.install();
        await login(page, 'admin');
        await page.goto('/dealer/fwjl');
        await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();

        // Idle until the access token is about to expire (2 h by default): the background check refreshes it.
        const refreshed = page.waitForResponse(response => response.url().includes('/public/user/refreshAccessToken'));
        await page.clock.fastForward((2 * 3600 - 40) * 1000);
        expect((await refreshed).ok()).toBe(true);

        // The old pair is revoked by the rotation; the console carries on with the new one.
        await page.getByRole('navigation', { name: '车商' }).getByRole('link', { name: '4S店' }).click();
        await expect(page).toHaveURL(/\/dealer\/store\/list/);
        await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('an expired refresh token lands on login with the redirect', async ({ page }) => {
        await page.clock.install();
        await login(page, 'admin');
        await page.goto('/dealer/fwjl?from=idle');
        await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();

        // Idle past the refresh token's lifetime (7 days by default).
        await page.clock.fastForward(8 * 24 * 3600 * 1000);
        await expect(page).toHaveURL(/\/login\?redirect=/);
        expect(redirectOf(page)).toBe('/dealer/fwjl?from=idle');
        expect(await page.evaluate(() => localStorage.getItem('mc.session'))).toBeNull();

        await page.getByRole('textbox', { name: '用户名', exact: true }).fill(DEMO.admin.username);
        await page.getByRole('textbox', { name: '密码', exact: true }).fill(DEMO.admin.password);
        await page.getByRole('button', { name: '登录' }).click();
        await expect(page).toHaveURL(/\/dealer\/fwjl\?from=idle$/);
    });

    test('logout calls the server, then clears the session, the tabs and the per-user state', async ({ page }) => {
        await login(page, 'admin');
        await page.goto('/dealer/store/list');
        await expect(page.getByRole('table')).toBeVisible();
        const stored = () => page.evaluate(() => Object.keys(localStorage));
        expect((await stored()).some(key => key.startsWith('RaStore.mc.tabs'))).toBe(true);

        const loggedOut = page.waitForResponse(response => response.url().includes('/buyer/user/logout'));
        await page.getByRole('button', { name: '用户菜单' }).click();
        await page.getByRole('menuitem', { name: '退出登录' }).click();
        expect((await loggedOut).ok()).toBe(true);
        await expect(page).toHaveURL(/\/login/);
        const keys = await stored();
        expect(keys).not.toContain('mc.session');
        // Only the browser's preferences (device, settings panel choices) outlive the session.
        expect(keys.filter(key => key.startsWith('RaStore.mc.') && !/^RaStore\.mc\.(app\.device|settings\.(?!panelOpen))/.test(key))).toEqual([]);

        // The old tabs do not come back with the next user.
        await login(page, 'operator');
        await expect(page.getByText('4S店', { exact: true })).toHaveCount(0);
    });
});

test.describe('the error catalogue', () => {
    test('a server no-permission reply shows the message and returns to the dashboard', async ({ page, baseURL }) => {
        // A role that opens the store list but may not call its api: the server refuses the call.
        const clerk = JSON.parse(
            execFileSync('npx', ['tsx', 'tests/e2e/support/createRestrictedOperator.ts', baseURL!, String(Date.now()).slice(-6)], { encoding: 'utf8' })
                .trim()
                .split('\n')
                .at(-1)!
        ) as { username: string; password: string };

        await page.goto('/login');
        await page.getByRole('textbox', { name: '用户名', exact: true }).fill(clerk.username);
        await page.getByRole('textbox', { name: '密码', exact: true }).fill(clerk.password);
        await page.getByRole('button', { name: '登录' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);

        await page.goto('/dealer/store/list');
        await expect(page.getByText('非常抱歉，您没有此操作权限，请联系管理员', { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/dashboard$/);
    });
});
