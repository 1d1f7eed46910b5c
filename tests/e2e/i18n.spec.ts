import type { Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales';
import { expect, test } from './pages/fixtures';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { textsFor } from './pages/texts';
import { openSignedIn } from './support/apiSignIn';

// Texts come from the catalogues, so the test follows their wording; whether the catalogues
// are complete and in their own language is the unit tests' job.

/** Signs admin in (through the API) on the dashboard of a console that speaks `locale`, and answers the Shell in that language. */
const logIn = async (page: Page, locale: Locale) => {
    await openSignedIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard/);
    return new Shell(page, textsFor(locale));
};

const expectDashboardIn = async (shell: Shell) => {
    const { t } = shell.texts;
    await expect(shell.tab(shell.routeTitle('/dashboard'))).toBeVisible();
    await expect(shell.railButton(shell.sectionTitle('dealer'))).toBeVisible();
    await expect(shell.page.getByRole('button', { name: t('mc.workbench.quickMenu.add'), exact: true })).toBeVisible();
    await expect(shell.refreshButton()).toBeVisible();
};

const expectDealerListIn = async (shell: Shell) => {
    const { t } = shell.texts;
    await expect(shell.menuLink(shell.sectionTitle('dealer'), shell.routeTitle('/dealer/secondHandCarDealer/list'))).toBeVisible();
    await expect(shell.page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(shell.page.getByRole('button', { name: t('mc.schema.export.button'), exact: true })).toBeVisible();
    // react-admin's own texts (ra.*) switch too: the pager's "previous page" button.
    await expect(shell.page.getByRole('button', { name: t('ra.navigation.previous'), exact: true })).toBeVisible();
};

test('switching through the four languages translates the dashboard and a generated list', async ({ page }) => {
    let shell = await logIn(page, 'zh-cn');
    await expectDashboardIn(shell);

    for (const to of ['en', 'es', 'ja', 'zh-cn'] as const) {
        shell = await shell.switchLocale(to);
        await expectDashboardIn(shell);

        // The dealer section opens its first list, generated from the server's table definition.
        await shell.openSection(shell.sectionTitle('dealer'));
        await expect(page).toHaveURL(/\/dealer\/secondHandCarDealer\/list/);
        await expectDealerListIn(shell);

        await shell.openSection(shell.sectionTitle('dashboard'));
        await expect(page).toHaveURL(/\/dashboard/);
    }
});

test('the chosen language survives a reload and a logout', async ({ page }) => {
    let shell = await logIn(page, 'zh-cn');
    shell = await shell.switchLocale('ja');
    await page.reload();
    await expectDashboardIn(shell);

    await shell.logout();
    // react-admin empties its store on logout; a fresh start must still find the choice.
    await page.reload();
    await expect(new LoginPage(page, textsFor('ja')).submitButton()).toBeVisible();
});

test.describe('with an English browser and nothing stored', () => {
    test.use({ appLocale: 'en' });

    test('the console opens in English', async ({ page, loginPage }) => {
        await loginPage.goto();
        await expect(loginPage.heading()).toBeVisible();
        const shell = await logIn(page, 'en');
        await expectDashboardIn(shell);
        await expect(shell.languageButton('en')).toBeVisible();
    });
});

test.describe('with a browser language the console does not have', () => {
    test.use({ locale: 'fr-FR' });

    test('the console opens in Chinese', async ({ page }) => {
        const loginPage = new LoginPage(page, textsFor('zh-cn'));
        await loginPage.goto();
        await expect(loginPage.heading()).toBeVisible();
        await expectDashboardIn(await logIn(page, 'zh-cn'));
    });
});

test('the icon rail keeps every section title inside it, in two lines at most, in every language', async ({ page }) => {
    let shell = await logIn(page, 'zh-cn');
    for (const locale of ['zh-cn', 'es', 'ja', 'en'] as const) {
        if (locale !== shell.texts.locale) shell = await shell.switchLocale(locale);
        await expect(shell.railButton(shell.sectionTitle('dealer'))).toBeVisible();
        // A measurement of the rendered labels, not a lookup: the layout's own boxes.
        const misfits = await shell.rail().evaluate(nav => {
            const edge = nav.getBoundingClientRect();
            // Labels only: a lazily loaded section icon holds its place with an empty span meanwhile.
            return [...nav.querySelectorAll('button > span:not([data-icon-placeholder])')].flatMap(label => {
                const box = label.getBoundingClientRect();
                const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
                const inside = box.left >= edge.left && box.right <= edge.right + 0.5 && label.scrollWidth <= label.clientWidth;
                const shown = label.scrollHeight <= label.clientHeight + 1 && box.height <= 2 * lineHeight + 1;
                return inside && shown ? [] : [`${label.textContent} ${Math.round(box.width)}×${Math.round(box.height)}`];
            });
        });
        expect(misfits, locale).toEqual([]);
    }
    // The whole title, wherever a label is wrapped or cut.
    await shell.railButton(shell.sectionTitle('dealer')).hover();
    await expect(page.getByRole('tooltip')).toHaveText(shell.sectionTitle('dealer'));
});
