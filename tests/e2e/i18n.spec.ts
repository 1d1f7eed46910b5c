import { expect, test, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import en from '../../src/i18n/messages/en';
import es from '../../src/i18n/messages/es';
import ja from '../../src/i18n/messages/ja';
import zh from '../../src/i18n/messages/zh';
import { DEMO } from './support/login';

// Texts come from the catalogues, so the test follows their wording; whether the catalogues
// are complete and in their own language is the unit tests' job.
const catalogues: Record<Locale, object> = { 'zh-cn': zh, en, es, ja };

const text = (locale: Locale, key: string): string => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues[locale]);
    if (typeof value !== 'string') throw new Error(`no text for ${key} in ${locale}`);
    return value;
};

const languageName = (locale: Locale) => LOCALES.find(entry => entry.locale === locale)!.name;

const logIn = async (page: Page, locale: Locale) => {
    await page.getByLabel(text(locale, 'mc.login.username')).fill(DEMO.admin.username);
    await page.getByLabel(text(locale, 'mc.login.password')).fill(DEMO.admin.password);
    await page.getByRole('button', { name: text(locale, 'mc.login.submit') }).click();
    await expect(page).toHaveURL(/\/dashboard/);
};

/** The navbar's language menu: it is named after the language in use. */
const switchLanguage = async (page: Page, from: Locale, to: Locale) => {
    await page.getByRole('button', { name: languageName(from), exact: true }).click();
    await page.getByRole('menuitem', { name: languageName(to), exact: true }).click();
    await expect(page.getByRole('button', { name: languageName(to), exact: true })).toBeVisible();
};

const expectDashboardIn = async (page: Page, locale: Locale) => {
    await expect(page.getByRole('link', { name: text(locale, 'mc.route.dashboard'), exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: text(locale, 'mc.section.dealer'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text(locale, 'mc.layout.workbench.add'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text(locale, 'mc.layout.navbar.refresh'), exact: true })).toBeVisible();
};

const expectDealerListIn = async (page: Page, locale: Locale) => {
    await expect(page.getByRole('link', { name: text(locale, 'mc.route.dealer_secondHandCarDealer_list'), exact: true })).toBeVisible();
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: text(locale, 'mc.schema.export.button'), exact: true })).toBeVisible();
    // react-admin's own texts (ra.*) switch too: the pager's "previous page" button.
    await expect(page.getByRole('button', { name: text(locale, 'ra.navigation.previous'), exact: true })).toBeVisible();
};

test('switching through the four languages translates the dashboard and a generated list', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'zh-cn');
    await expectDashboardIn(page, 'zh-cn');

    const order: Locale[] = ['zh-cn', 'en', 'es', 'ja', 'zh-cn'];
    for (let i = 1; i < order.length; i++) {
        const [from, to] = [order[i - 1], order[i]];
        await switchLanguage(page, from, to);
        await expectDashboardIn(page, to);

        // The dealer section opens its first list, generated from the server's table definition.
        await page.getByRole('button', { name: text(to, 'mc.section.dealer'), exact: true }).click();
        await expect(page).toHaveURL(/\/dealer\/secondHandCarDealer\/list/);
        await expectDealerListIn(page, to);

        await page.getByRole('button', { name: text(to, 'mc.section.dashboard'), exact: true }).click();
        await expect(page).toHaveURL(/\/dashboard/);
    }
});

test('the chosen language survives a reload and a logout', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'zh-cn');
    await switchLanguage(page, 'zh-cn', 'ja');
    await page.reload();
    await expectDashboardIn(page, 'ja');

    await page.getByRole('button', { name: text('ja', 'mc.layout.user.menu') }).click();
    await page.getByRole('menuitem', { name: text('ja', 'mc.layout.user.logout') }).click();
    await expect(page).toHaveURL(/\/login/);
    // react-admin empties its store on logout; a fresh start must still find the choice.
    await page.reload();
    await expect(page.getByRole('button', { name: text('ja', 'mc.login.submit'), exact: true })).toBeVisible();
});

test.describe('with an English browser and nothing stored', () => {
    test.use({ locale: 'en-US' });

    test('the console opens in English', async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { name: text('en', 'mc.login.title') })).toBeVisible();
        await expect(page.getByRole('button', { name: text('en', 'mc.login.submit'), exact: true })).toBeVisible();
        await logIn(page, 'en');
        await expectDashboardIn(page, 'en');
        await expect(page.getByRole('button', { name: languageName('en'), exact: true })).toBeVisible();
    });
});

test.describe('with a browser language the console does not have', () => {
    test.use({ locale: 'fr-FR' });

    test('the console opens in Chinese', async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { name: text('zh-cn', 'mc.login.title') })).toBeVisible();
        await expect(page.getByRole('button', { name: text('zh-cn', 'mc.login.submit'), exact: true })).toBeVisible();
        await logIn(page, 'zh-cn');
        await expectDashboardIn(page, 'zh-cn');
    });
});

test('the icon rail keeps every section title inside it, in two lines at most, in every language', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'zh-cn');
    const rail = (locale: Locale) => page.getByRole('navigation', { name: text(locale, 'mc.layout.menu.sections') });
    const order: Locale[] = ['zh-cn', 'es', 'ja', 'en'];
    for (let i = 0; i < order.length; i++) {
        if (i > 0) await switchLanguage(page, order[i - 1], order[i]);
        const locale = order[i];
        await expect(rail(locale).getByRole('button', { name: text(locale, 'mc.section.dealer'), exact: true })).toBeVisible();
        const misfits = await rail(locale).evaluate(nav => {
            const edge = nav.getBoundingClientRect();
            return [...nav.querySelectorAll('button > span')].flatMap(label => {
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
    await rail('en')
        .getByRole('button', { name: text('en', 'mc.section.dealer'), exact: true })
        .hover();
    await expect(page.getByRole('tooltip')).toHaveText(text('en', 'mc.section.dealer'));
});
