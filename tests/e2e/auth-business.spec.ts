import { expect, test, type Page } from '@playwright/test';
import { login } from './support/login';

// A 1×1 PNG: the licence photo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const fillApplication = async (page: Page, company: string) => {
    await page.getByRole('radio', { name: '二手车商' }).check();
    await page.getByRole('textbox', { name: '公司名称' }).fill(company);
    await page.getByRole('textbox', { name: '联系人' }).fill('张经理');
    await page.getByRole('textbox', { name: '联系电话' }).fill('13812345678');
    await page.getByRole('combobox', { name: '省份' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: '城市' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: '详细地址' }).fill('东城区安定门外大街1号');
    await page.getByRole('textbox', { name: '统一社会信用代码' }).fill('91110101MA01ABCD1X');
    await page.getByLabel('营业执照照片').setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: '营业执照照片' })).toBeVisible();
    await page.getByRole('checkbox', { name: '收车' }).check();
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
};

test('a supplier applies without login; the same application twice is refused', async ({ page }) => {
    await page.goto('/business');
    await expect(page.getByRole('heading', { name: '商户入驻' })).toBeVisible();
    await expect(page.getByText(/入驻保证金：¥/)).toBeVisible();

    // The agreement opens from the landing page, as the server sent it.
    await page.getByRole('button', { name: '商户入驻协议' }).click();
    await expect(page.getByRole('dialog')).toContainText('总则');
    await page.getByRole('button', { name: '关闭' }).click();

    await page.getByRole('link', { name: '立即申请' }).click();
    await expect(page).toHaveURL(/\/business\/create$/);

    // Nothing filled: the form says what is missing and sends nothing.
    const enterCalls: string[] = [];
    page.on('request', request => {
        if (request.url().includes('/public/supplier/Enter')) enterCalls.push(request.url());
    });
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('请选择商户类型')).toBeVisible();
    await expect(page.getByText('请阅读并同意商户入驻协议')).toBeVisible();
    expect(enterCalls).toEqual([]);

    await fillApplication(page, `e2e车行${Date.now()}`);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByRole('status').filter({ hasText: '入驻申请已提交' })).toContainText('待审核');
    expect(enterCalls).toHaveLength(1);

    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('数据未发生任何改变，请修改数据后再次提交')).toBeVisible();
});

test('/business/* paths open the supplier entry without login', async ({ page }) => {
    await page.goto('/business/anything');
    await expect(page.getByRole('heading', { name: '商户入驻' })).toBeVisible();
    await expect(page).toHaveURL(/\/business\/anything$/);
});

test('/auth-redirect hands a signed-in user the code on the WeChat binding page', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/auth-redirect?code=DEMOe2e1&state=s1');
    await expect(page).toHaveURL(/\/profile\/user\/wechat\?code=DEMOe2e1&state=s1$/);
});

test('/auth-redirect without a session explains what to do', async ({ page }) => {
    await page.goto('/auth-redirect?code=DEMOe2e2&state=s2');
    await expect(page.getByText('该微信尚未绑定商户账号：请先用账号密码登录，再到个人中心绑定微信。')).toBeVisible();
    await page.getByRole('link', { name: '返回登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
});
