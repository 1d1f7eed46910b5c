import type { Page } from '@playwright/test';
import { expect, test } from './pages/fixtures';

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

test('an extension list joins the menu and lists the server rows; a wrong entry is left out and said why', async ({ page, signIn, shell, listPage }) => {
    const warnings: string[] = [];
    page.on('console', message => {
        if (message.type() === 'warning') warnings.push(message.text());
    });
    await serveExtension(page);
    await signIn('admin');

    // 扩展区 and 门店一览 are the extension file's own titles.
    await shell.openSection('扩展区');
    await expect(shell.sideMenu('扩展区').getByRole('link')).toHaveCount(1);
    await shell.openMenu('扩展区', '门店一览');
    await expect(page).toHaveURL(/\/extra\/stores/);
    await listPage.hasRows();

    expect(warnings.some(text => text.includes('catalogue.d/e2e.json /2') && text.includes('"icon"'))).toBe(true);
    await shell.openDebugDialog();
    await expect(shell.catalogueProblems(1)).toContainText('catalogue.d/e2e.json /2');
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

test('an extension written like the built-in routes: keyed titles, a page component by name, a shared resource', async ({ page, signIn, shell, listPage }) => {
    await page.route('**/config.json', async route => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), catalogue: ['catalogue.d/same.json'] } });
    });
    await page.route('**/catalogue.d/same.json', route => route.fulfill({ json: sameFormat }));
    await signIn('admin');

    await shell.openSection('扩展区');
    await expect(shell.sideMenu('扩展区').getByRole('link')).toHaveCount(2);
    // Keyed titles: the console's own texts for those routes.
    await shell.openMenu('扩展区', shell.routeTitle('/content/agreement/manage'));
    await expect(page).toHaveURL(/\/extra\/agreements/);
    await listPage.hasRows();
    await shell.menuLink('扩展区', shell.routeTitle('/profile/user/edit')).click();
    await expect(page).toHaveURL(/\/extra\/profile/);
    await expect(page.locator('[data-tab-view="/extra/profile"]').getByRole('textbox', { name: /昵称/ })).toBeVisible();
});
