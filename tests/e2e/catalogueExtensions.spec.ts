import { expect, test, type Page } from '@playwright/test';
import { login } from './support/login';

/**
 * A deployment's catalogue extension, with no code change and no rebuild: the built console and
 * the reference server as they are, `config.json` naming one more file and that file served
 * beside it (intercepted here, as a deployment would place it). The entry is a second view of an
 * existing demo table, so the rows are the server's own.
 */
const extension = [
    {
        kind: 'list',
        path: '/extra/stores',
        title: { 'zh-cn': '门店一览', en: 'All stores' },
        section: { id: 'extra', title: { 'zh-cn': '扩展区' }, icon: 'Store', industries: 'car' },
        api: 'seller/dealer/StoreList',
        calls: { getOne: 'seller/dealer/StoreInfo' },
    },
    { kind: 'show', path: '/extra/stores/view/:id', title: { 'zh-cn': '门店详情' }, parent: '/extra/stores' },
    // Left out: an icon that is not in the set.
    { kind: 'list', path: '/extra/broken', title: { 'zh-cn': '坏条目' }, section: 'extra', api: 'seller/dealer/StoreList', icon: 'Rocket' },
];

const serveExtension = async (page: Page) => {
    await page.route('**/config.json', async route => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), catalogue: ['catalogue.d/e2e.json'] } });
    });
    await page.route('**/catalogue.d/e2e.json', route => route.fulfill({ json: extension }));
};

test('an extension list joins the menu and lists the server rows; a wrong entry is left out and said why', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', message => {
        if (message.type() === 'warning') warnings.push(message.text());
    });
    await serveExtension(page);
    await login(page, 'admin');

    await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '扩展区' }).click();
    const menu = page.getByRole('navigation', { name: '扩展区' });
    await expect(menu.getByRole('link')).toHaveCount(1);
    await menu.getByRole('link', { name: '门店一览', exact: true }).click();
    await expect(page).toHaveURL(/\/extra\/stores/);
    await expect(page.locator('[data-tab-view="/extra/stores"] tbody tr').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: '门店一览', exact: true })).toHaveAttribute('aria-selected', 'true');

    expect(warnings.some(text => text.includes('catalogue.d/e2e.json /2') && text.includes('"icon"'))).toBe(true);
    await page.keyboard.press('Control+Alt+KeyS');
    const problems = page.getByTestId('catalogue-problems');
    await expect(problems).toContainText('目录扩展中未加载的条目（1）');
    await expect(problems).toContainText('catalogue.d/e2e.json /2');
});

/**
 * The format the built-in routes are written in is the extensions' too: titles as keys of the
 * bundled catalogues, a page of the console by name, a list sharing a built-in list's resource.
 */
const sameFormat = [
    {
        kind: 'list',
        path: '/extra/agreements',
        title: 'mc.route.content_agreement_manage',
        section: { id: 'extra', title: { 'zh-cn': '扩展区' }, icon: 'Store', industries: 'car' },
        resource: '/content/agreement/manage',
    },
    { kind: 'page', path: '/extra/profile', title: 'mc.route.profile_user_edit', section: 'extra', component: 'ProfileEditPage' },
];

test('an extension written like the built-in routes: keyed titles, a page component by name, a shared resource', async ({ page }) => {
    await page.route('**/config.json', async route => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), catalogue: ['catalogue.d/same.json'] } });
    });
    await page.route('**/catalogue.d/same.json', route => route.fulfill({ json: sameFormat }));
    await login(page, 'admin');

    await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '扩展区' }).click();
    const menu = page.getByRole('navigation', { name: '扩展区' });
    await expect(menu.getByRole('link')).toHaveCount(2);
    await menu.getByRole('link', { name: '协议内容', exact: true }).click();
    await expect(page).toHaveURL(/\/extra\/agreements/);
    await expect(page.locator('[data-tab-view="/extra/agreements"] tbody tr').first()).toBeVisible();
    await menu.getByRole('link', { name: '编辑资料', exact: true }).click();
    await expect(page).toHaveURL(/\/extra\/profile/);
    await expect(page.locator('[data-tab-view="/extra/profile"]').getByRole('textbox', { name: /昵称/ })).toBeVisible();
});
