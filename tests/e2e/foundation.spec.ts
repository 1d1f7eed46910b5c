import { LOCALES } from '../../src/i18n/locales';
import { lookupText } from '../../server/i18n/catalogue';
import { expect, test } from './pages/fixtures';

// The same two tests in Chinese and in English, only the locale changing: the page objects take
// every text from the catalogue of the language in use.
for (const appLocale of ['zh-cn', 'en'] as const) {
    test.describe(LOCALES.find(entry => entry.locale === appLocale)!.name, () => {
        test.use({ appLocale });

        test('a wrong password shows the server message and stays on the login page', async ({ page, loginPage }) => {
            await loginPage.goto();
            await expect(loginPage.heading()).toBeVisible();
            await loginPage.signIn('admin', 'not-the-password');
            // The server's message, in the console's language.
            await expect(loginPage.message(lookupText('用户名或密码错误', appLocale))).toBeVisible();
            await expect(page).toHaveURL(/\/login/);
        });

        test('admin logs in, opens the generated dealer list from the menu and sees rows from the database', async ({ page, loginPage, shell }) => {
            await loginPage.loginAs('admin');
            await shell.openRoute('/dealer/secondHandCarDealer/list');
            expect(await shell.breadcrumbTrail()).toEqual(
                expect.arrayContaining([shell.sectionTitle('dealer'), shell.routeTitle('/dealer/secondHandCarDealer/list')])
            );
            const table = page.getByRole('table');
            await expect(table).toBeVisible();
            // Column headers come from the server's table definition, titled in the console's
            // language; rows from the database.
            await expect(table.getByRole('columnheader', { name: lookupText('车商名称', appLocale) })).toBeVisible();
            await expect(table.getByRole('columnheader', { name: lookupText('保证金', appLocale) })).toBeVisible();
            await expect(table.getByRole('row').nth(1)).toBeVisible();
            expect(await table.getByRole('row').count()).toBeGreaterThan(2);
            await shell.logout();
        });
    });
}
