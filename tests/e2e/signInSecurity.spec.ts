import type { Browser, BrowserContext } from '@playwright/test';
import { expect, pagesFor, test } from './pages/fixtures';
import { DEMO } from './support/accounts';
import { e2eTarget } from './support/target';

// Each test speaks from addresses of its own (X-Forwarded-For, which the reference server run by
// this suite trusts from the loopback proxy: playwright.config.ts), so a spray here leaves the
// rest of the suite's logins from 127.0.0.1 free of the captcha.
test.skip(e2eTarget().kind === 'deployment', 'the addresses a test speaks from are set by the reference server’s proxy setting');

let nextAddress = Math.floor(Math.random() * 200) + 20;
const freshAddress = () => `192.0.2.${nextAddress++ % 250}`;

/** A browser context whose every request says it comes from `address`. */
const contextFrom = (browser: Browser, address: string): Promise<BrowserContext> =>
    browser.newContext({ locale: 'zh-CN', extraHTTPHeaders: { 'x-forwarded-for': address } });

test('after a password spray from one address, signing in from there needs the captcha; with it, the right password gets in', async ({ browser, request }) => {
    const address = freshAddress();
    // The attacker: two wrong passwords over usernames, straight at the login call.
    for (const password of ['Winter2026!', 'Welcome@123']) {
        for (let n = 0; n < 10; n++) {
            const reply = await request.post('/api/v1/public/user/login', {
                headers: { 'x-forwarded-for': address, ignoreencryption: '1' },
                data: { username: `staff${n}`, password, type: 1 },
            });
            expect((await reply.json()).status).toBe(false);
        }
    }

    // The merchant, from the same office address: the right password alone is not enough now.
    const context = await contextFrom(browser, address);
    const page = await context.newPage();
    const { loginPage } = pagesFor(page);
    await loginPage.goto();
    await loginPage.signIn(DEMO.admin.username, DEMO.admin.password);
    await expect(loginPage.message('请输入验证码')).toBeVisible();
    await expect(loginPage.captchaImage()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // A wrong answer is refused and the image renewed; the right one lets the merchant in.
    const first = await loginPage.captchaImage().getAttribute('src');
    await loginPage.captchaInput().fill('0000');
    await loginPage.submit();
    await expect(loginPage.message('验证码错误，请重新输入')).toBeVisible();
    await expect(loginPage.captchaImage()).not.toHaveAttribute('src', first ?? '');
    await loginPage.captchaInput().fill(await loginPage.captchaAnswer());
    await loginPage.submit();
    await loginPage.expectLoggedIn();
    await context.close();

    // From another address the right password is still one call.
    const elsewhere = await contextFrom(browser, freshAddress());
    const other = await elsewhere.newPage();
    const calls: string[] = [];
    other.on('request', call => {
        if (call.url().includes('/public/user/login')) calls.push(call.url());
    });
    await pagesFor(other).loginPage.loginAs('admin');
    expect(calls).toHaveLength(1);
    await elsewhere.close();
});

test('the device list shows each sign-in; one is signed out from it, then all the others', async ({ browser }) => {
    const [laptopAddress, phoneAddress, tabletAddress] = [freshAddress(), freshAddress(), freshAddress()];
    const signedIn = async (address: string) => {
        const context = await contextFrom(browser, address);
        const page = await context.newPage();
        const pages = pagesFor(page);
        await pages.loginPage.loginAs('bank');
        return { context, page, ...pages };
    };
    const laptop = await signedIn(laptopAddress);
    const phone = await signedIn(phoneAddress);
    const tablet = await signedIn(tabletAddress);

    // Reached from the user menu.
    await laptop.shell.fromUserMenu(laptop.shell.routeTitle('/profile/devices'));
    await expect(laptop.page).toHaveURL(/\/profile\/devices$/);
    const devices = laptop.devicesPage;
    await expect(devices.table()).toBeVisible();
    await expect(devices.currentRow()).toHaveCount(1);
    await expect(devices.currentRow()).toContainText(laptopAddress);
    await expect(devices.rowFrom(phoneAddress)).toHaveCount(1);
    await expect(devices.rowFrom(tabletAddress)).toHaveCount(1);

    // "Sign out this session" on the phone's row: the phone is sent to the login page.
    await devices.signOut(devices.rowFrom(phoneAddress));
    await expect(laptop.page.getByText('已退出该会话')).toBeVisible();
    await phone.page.goto('/dealer/fwjl');
    await expect(phone.page).toHaveURL(/\/login\?redirect=/);

    // "Sign out all others": only this session is left, and the tablet is signed out too.
    await devices.signOutOthers();
    await expect(devices.currentRow()).toHaveCount(1);
    await expect(laptop.page.getByText('当前账号只在这台设备上登录。')).toBeVisible();
    await expect(devices.signOutOthersButton()).toBeDisabled();
    await tablet.page.goto('/user/list');
    await expect(tablet.page).toHaveURL(/\/login\?redirect=/);

    // This session carries on.
    await laptop.page.goto('/user/list');
    await expect(laptop.page.getByRole('table')).toBeVisible();
    for (const device of [laptop, phone, tablet]) await device.context.close();
});
