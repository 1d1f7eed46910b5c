import { expect, test } from './pages/fixtures';

// The QA example of tests/e2e/README.md, kept here word for word so that it is known to run.

test.use({ appLocale: 'en' }); // or zh-cn (the default), es, ja
test('an operator finds the dealers by name', async ({ loginPage, listPage }) => {
    await loginPage.loginAs('operator');
    await listPage.goto('/dealer/secondHandCarDealer/list');
    await listPage.fillFilter('车商名称', '汽车'); // the server's labels are data: the same in every language
    await listPage.search();
    await expect(listPage.rows.filter({ hasNotText: '汽车' })).toHaveCount(0);
});
