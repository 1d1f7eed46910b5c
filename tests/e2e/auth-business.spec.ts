import type { Page } from '@playwright/test';
import { expect, test } from './pages/fixtures';
import type { Texts } from './pages/texts';

// A 1×1 PNG: the licence photo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The supplier-entry form's fields by their labels; the kind and scope choices are the server's options. */
const fillApplication = async (page: Page, { t }: Texts, company: string) => {
    await page.getByRole('radio', { name: '二手车商' }).check();
    await page.getByRole('textbox', { name: t('mc.business.companyName') }).fill(company);
    await page.getByRole('textbox', { name: t('mc.business.contact') }).fill('张经理');
    await page.getByRole('textbox', { name: t('mc.business.phone') }).fill('13812345678');
    await page.getByRole('combobox', { name: t('mc.business.province') }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: t('mc.business.city') }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: t('mc.business.address') }).fill('东城区安定门外大街1号');
    await page.getByRole('textbox', { name: t('mc.business.licenseNo') }).fill('91110101MA01ABCD1X');
    await page.getByLabel(t('mc.business.licenseImage')).setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: t('mc.business.licenseImage') })).toBeVisible();
    await page.getByRole('checkbox', { name: '收车' }).check();
    await page.getByRole('checkbox', { name: t('mc.business.agree') }).check();
};

test('a supplier applies without login; the same application twice is refused', async ({ page, texts }) => {
    const { t } = texts;
    await page.goto('/business');
    await expect(page.getByRole('heading', { name: t('mc.business.title') })).toBeVisible();
    await expect(page.getByText(t('mc.business.deposit', { amount: '' }))).toBeVisible();

    // The agreement opens from the landing page, as the server sent it.
    await page.getByRole('button', { name: t('mc.business.agreementTitle') }).click();
    await expect(page.getByRole('dialog')).toContainText('总则');
    await page.getByRole('button', { name: t('mc.business.close') }).click();

    await page.getByRole('link', { name: t('mc.business.apply') }).click();
    await expect(page).toHaveURL(/\/business\/create$/);

    // Nothing filled: the form says what is missing and sends nothing.
    const enterCalls: string[] = [];
    page.on('request', request => {
        if (request.url().includes('/public/supplier/Enter')) enterCalls.push(request.url());
    });
    const submit = page.getByRole('button', { name: t('mc.business.submit') });
    await submit.click();
    await expect(page.getByText(t('mc.business.validation.choose', { field: t('mc.business.kind') }))).toBeVisible();
    await expect(page.getByText(t('mc.business.validation.agree'))).toBeVisible();
    expect(enterCalls).toEqual([]);

    await fillApplication(page, texts, `e2e车行${Date.now()}`);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: t('mc.business.submitted', { status: t('mc.business.pending') }) })).toBeVisible();
    expect(enterCalls).toHaveLength(1);

    await submit.click();
    await expect(page.getByText(t('mc.message.unchanged'))).toBeVisible();
});

test('/business/* paths open the supplier entry without login', async ({ page, texts }) => {
    await page.goto('/business/anything');
    await expect(page.getByRole('heading', { name: texts.t('mc.business.title') })).toBeVisible();
    await expect(page).toHaveURL(/\/business\/anything$/);
});

test('/auth-redirect hands a signed-in user the code on the WeChat binding page', async ({ page, signIn }) => {
    await signIn('admin', '/auth-redirect?code=DEMOe2e1&state=s1');
    await expect(page).toHaveURL(/\/profile\/user\/wechat\?code=DEMOe2e1&state=s1$/);
});

test('/auth-redirect without a session explains what to do', async ({ page, texts }) => {
    await page.goto('/auth-redirect?code=DEMOe2e2&state=s2');
    await expect(page.getByText(texts.t('mc.social.notBound'))).toBeVisible();
    await page.getByRole('link', { name: texts.t('mc.social.backToLogin') }).click();
    await expect(page).toHaveURL(/\/login$/);
});
