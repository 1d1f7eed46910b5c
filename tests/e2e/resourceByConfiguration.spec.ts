import { readFileSync } from 'node:fs';
import { expect, test } from './pages/fixtures';
import { startDeploymentCopy, type DeploymentCopy } from './support/deploymentCopy';

/**
 * A new resource by configuration alone. A copy of the deployment (the built
 * console as it is, its own config.json, a table-declarations directory) gets two files written
 * here, the console's catalogue entry and the server's table declaration, and a reference server
 * started on that copy serves 品牌管理 with no code change and no rebuild.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let deployment: DeploymentCopy | undefined;
let url: string;

test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The console's entry: the shipped example, except that the form does not mark the name as
    // required, so the create below reaches the server and its rule answers.
    const entries = JSON.parse(readFileSync('public/catalogue.d/brands.json', 'utf8')) as Array<Record<string, unknown>>;
    const list = entries[0] as { fields: Array<Record<string, unknown>> };
    list.fields = list.fields.map(field => (field.name === 'name' ? { ...field, required: false } : field));
    // The server's declaration is the shipped one.
    const declaration: unknown = JSON.parse(readFileSync('server/tables.d/brands.json', 'utf8'));
    deployment = await startDeploymentCopy({ catalogue: { 'brands.json': entries }, tables: { 'brands.json': declaration } });
    url = deployment.url;
});

test.afterAll(() => deployment?.remove());

test('品牌管理 appears with its list, and a create the server refuses shows the server’s message', async ({ page, signIn, shell, listPage, formPage }) => {
    // Section, menu and field titles are the extension file's own (zh-cn), not the console's catalogue.
    // Brands are shared between merchants (perMerchant: false): the platform writes them.
    await signIn('platform', `${url}/dashboard`);
    await shell.openMenu('品牌', '品牌管理');
    await expect(page).toHaveURL(/\/brand\/list/);
    await listPage.hasRows();

    await listPage.create();
    await expect(page).toHaveURL(/\/brand\/add/);
    await formPage.choose('首字母', 'Q');
    await formPage.submit();
    await expect(formPage.message('请填写品牌名称')).toBeVisible();
    await expect(page).toHaveURL(/\/brand\/add/);
});

test('a car merchant reads the shared 品牌管理 and is offered none of its writes', async ({ page, signIn, shell, listPage }) => {
    await signIn('admin', `${url}/dashboard`);
    await shell.openMenu('品牌', '品牌管理');
    await expect(page).toHaveURL(/\/brand\/list/);
    await listPage.hasRows();
    await expect(listPage.createLink()).toHaveCount(0);
    await expect(listPage.toolbarButton('mc.schema.import.button')).toHaveCount(0);
});

test('the role page tree offers 品牌管理 with no further step', async ({ page, signIn }) => {
    await signIn('admin', `${url}/setting/permission/management/role/add`);
    const pages = page.getByRole('tree', { name: '页面权限' });
    await pages.getByRole('button', { name: '展开 品牌' }).click();
    await pages.getByRole('checkbox', { name: '品牌管理', exact: true }).check();
    // Its calls follow the page into the API tree, as a built-in page's do.
    const calls = page.getByRole('tree', { name: '接口权限' });
    await calls.getByRole('button', { name: '展开 品牌' }).click();
    await expect(calls.getByRole('group', { name: '品牌管理的接口' }).getByRole('checkbox', { name: 'seller/brand/BrandList', exact: true })).toBeChecked();
});

test('an operator whose role does not hold it gets /401 and no menu entry', async ({ page, signIn, shell }) => {
    await signIn('operator', `${url}/dashboard`);
    await expect(shell.railButton('品牌')).toHaveCount(0);
    await page.goto(`${url}/brand/list`);
    await expect(page).toHaveURL(/\/401$/);
});
