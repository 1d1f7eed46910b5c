import { expect, test } from './pages/fixtures';

// The QA example of tests/e2e/README.md, kept here word for word so that it is known to run.

test.use({ appLocale: 'en' }); // or zh-cn (the default), es, ja
test('an operator finds the dealers by name', async ({ signIn, listPage }) => {
    await signIn('operator');
    await listPage.goto('/dealer/secondHandCarDealer/list');
    await listPage.fillFilter('Dealer name', '汽车'); // the server titles its columns in the console's language
    await listPage.search();
    await expect(listPage.rows.filter({ hasNotText: '汽车' })).toHaveCount(0);
});
