import type { Page } from '@playwright/test';
import { expect, test } from './pages/fixtures';

// A 1×1 PNG for the identity card and licence photos.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('an admin role shows the super-administrator label in the header; an operator does not', async ({ page, signIn, shell, texts }) => {
    const label = texts.t('mc.account.superAdmin');
    await signIn('admin');
    await expect(shell.banner().getByText(label, { exact: true })).toBeVisible();
    await shell.logout();
    await signIn('operator');
    await expect(shell.userMenuButton()).toBeVisible();
    await expect(page.getByText(label, { exact: true })).toHaveCount(0);
});

/** Serves the console a config.json naming a version-check URL, answered by `answer`. */
const withVersionCheck = async (page: Page, answer: (route: Parameters<Parameters<Page['route']>[1]>[0]) => Promise<void>) => {
    const asked: string[] = [];
    await page.route('**/config.json', async route => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), versionCheckUrl: '/version-check.json' } });
    });
    await page.route('**/version-check.json?*', async route => {
        asked.push(route.request().url());
        await answer(route);
    });
    return asked;
};

test('a newer version announced after login shows a dismissible notice offering a reload', async ({ page, signIn, texts }) => {
    const asked = await withVersionCheck(page, route => route.fulfill({ json: { version: '99.0.0' } }));
    await signIn('admin');
    const notice = page.getByRole('alert').filter({ hasText: texts.t('mc.account.update.available', { version: '99.0.0' }) });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: texts.t('mc.account.update.reload') })).toBeVisible();
    expect(new URL(asked[0]).searchParams.get('current')).toMatch(/^\d+\.\d+\.\d+$/);
    await notice.getByRole('button', { name: texts.t('mc.account.update.dismiss') }).click();
    await expect(notice).toHaveCount(0);
});

test('an unreachable version check shows nothing', async ({ page, signIn, texts }) => {
    const asked = await withVersionCheck(page, route => route.abort('connectionrefused'));
    await signIn('admin');
    await expect.poll(() => asked.length).toBe(1);
    // The notice's text up to its version number.
    const opening = texts.t('mc.account.update.available', { version: '\0' }).split('\0')[0];
    await expect(page.getByText(opening)).toHaveCount(0);
});

test('certification: apply (refused unchanged), pay, and the state follows', async ({ page, signIn, shell, texts }) => {
    test.setTimeout(240_000);
    const cert = (key: string, vars?: Record<string, string>) => texts.t(`mc.cert.${key}`, vars);
    await signIn('admin');
    await shell.fromUserMenu(shell.routeTitle('/profile/cert'));
    await expect(page).toHaveURL(/\/profile\/cert$/);
    await expect(page.getByText(cert('state.none'), { exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: new RegExp(cert('type')) }).click();
    await page.getByRole('option', { name: cert('personal') }).click();
    await page.getByRole('textbox', { name: cert('realName') }).fill('张三');
    await page.getByRole('textbox', { name: cert('idCard') }).fill('11010519491231002X');
    await page.getByLabel(cert('idCardFront')).setInputFiles(photo('front.png'));
    await page.getByLabel(cert('idCardBack')).setInputFiles(photo('back.png'));
    await page.getByRole('button', { name: cert('apply') }).click();
    await expect(page.getByText(cert('applied'), { exact: true })).toBeVisible();
    await expect(page.getByText(cert('state.unpaid'), { exact: true })).toBeVisible();
    await expect(page.getByText(cert('fee', { fee: '99.00' }))).toBeVisible();

    // Applying again with the same data is refused before any call (docs/console.md §5).
    await page.getByRole('button', { name: cert('reapply') }).click();
    await expect(page.getByRole('textbox', { name: cert('realName') })).toHaveValue('张三');
    await page.getByRole('button', { name: cert('apply') }).click();
    await expect(page.getByText(texts.t('mc.message.unchanged'))).toBeVisible();
    await page.getByRole('button', { name: texts.t('mc.action.cancel') }).click();

    await page.getByRole('radio', { name: cert('alipay') }).check();
    const paid = page.waitForRequest(request => request.url().includes('seller/supplier/CertPay'));
    await page.getByRole('button', { name: cert('pay') }).click();
    expect((await paid).postDataJSON()).toMatchObject({ pay_type: 2 });
    await expect(page.getByText(cert('state.reviewing'), { exact: true })).toBeVisible();
    await expect(page.getByText(cert('explain.reviewing'))).toBeVisible();
    await expect(page.getByRole('button', { name: cert('pay') })).toHaveCount(0);
});

test('certification is the owner’s: staff are not offered it, and a typed URL shows /401 without a refused call', async ({ page, signIn, shell }) => {
    const refused: string[] = [];
    page.on('response', response => {
        if (response.url().includes('seller/supplier/Cert')) refused.push(response.url());
    });
    await signIn('operator');
    await shell.openUserMenu();
    await expect(shell.userMenuItem(shell.routeTitle('/profile/pwd/edit'))).toBeVisible();
    await expect(shell.userMenuItem(shell.routeTitle('/profile/cert'))).toHaveCount(0);
    await shell.escape();
    await page.goto('/profile/cert');
    await expect(page).toHaveURL(/\/401$/);
    expect(refused).toEqual([]);
});
