import { expect, test, type Page } from '@playwright/test';
import { login } from './support/login';

// A 1×1 PNG for the identity card and licence photos.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('an admin role shows the super-administrator label in the header; an operator does not', async ({ page }) => {
    await login(page, 'admin');
    await expect(page.getByRole('banner').getByText('超级管理员', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await login(page, 'operator');
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await expect(page.getByText('超级管理员', { exact: true })).toHaveCount(0);
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

test('a newer version announced after login shows a dismissible notice offering a reload', async ({ page }) => {
    const asked = await withVersionCheck(page, route => route.fulfill({ json: { version: '99.0.0' } }));
    await login(page, 'admin');
    const notice = page.getByRole('alert').filter({ hasText: '发现新版本 99.0.0' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: '刷新页面' })).toBeVisible();
    expect(new URL(asked[0]).searchParams.get('current')).toMatch(/^\d+\.\d+\.\d+$/);
    await notice.getByRole('button', { name: '关闭' }).click();
    await expect(notice).toHaveCount(0);
});

test('an unreachable version check shows nothing', async ({ page }) => {
    const asked = await withVersionCheck(page, route => route.abort('connectionrefused'));
    await login(page, 'admin');
    await expect.poll(() => asked.length).toBe(1);
    await expect(page.getByText(/发现新版本/)).toHaveCount(0);
});

test('certification: apply (refused unchanged), pay, and the state follows', async ({ page }) => {
    test.setTimeout(240_000);
    await login(page, 'admin');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '商户认证' }).click();
    await expect(page).toHaveURL(/\/profile\/cert$/);
    await expect(page.getByText('未认证', { exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: /认证类型/ }).click();
    await page.getByRole('option', { name: '个人认证' }).click();
    await page.getByRole('textbox', { name: '真实姓名' }).fill('张三');
    await page.getByRole('textbox', { name: '身份证号' }).fill('11010519491231002X');
    await page.getByLabel('身份证人像面').setInputFiles(photo('front.png'));
    await page.getByLabel('身份证国徽面').setInputFiles(photo('back.png'));
    await page.getByRole('button', { name: '提交认证申请' }).click();
    await expect(page.getByText('认证申请已提交，请支付认证费用', { exact: true })).toBeVisible();
    await expect(page.getByText('待支付', { exact: true })).toBeVisible();
    await expect(page.getByText('认证费用：99.00 元')).toBeVisible();

    // Applying again with the same data is refused before any call (SPEC.md §5).
    await page.getByRole('button', { name: '重新申请' }).click();
    await expect(page.getByRole('textbox', { name: '真实姓名' })).toHaveValue('张三');
    await page.getByRole('button', { name: '提交认证申请' }).click();
    await expect(page.getByText('数据未发生任何改变，请修改数据后再次提交')).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();

    await page.getByRole('radio', { name: '支付宝' }).check();
    const paid = page.waitForRequest(request => request.url().includes('seller/supplier/CertPay'));
    await page.getByRole('button', { name: '支付认证费用' }).click();
    expect((await paid).postDataJSON()).toMatchObject({ pay_type: 2 });
    await expect(page.getByText('待审核', { exact: true })).toBeVisible();
    await expect(page.getByText('认证费用已支付，平台审核中，请耐心等待。')).toBeVisible();
    await expect(page.getByRole('button', { name: '支付认证费用' })).toHaveCount(0);
});

test('certification is the owner’s: staff are not offered it, and a typed URL shows /401 without a refused call', async ({ page }) => {
    const refused: string[] = [];
    page.on('response', response => {
        if (response.url().includes('seller/supplier/Cert')) refused.push(response.url());
    });
    await login(page, 'operator');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '商户认证' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/profile/cert');
    await expect(page).toHaveURL(/\/401$/);
    expect(refused).toEqual([]);
});
