import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { catalogue } from '../../src/app/catalogue';
import { LOCALES } from '../../src/i18n/locales';
import { permittedRoutes } from '../../src/permissions/permittedRoutes';
import { login } from './support/login';

// axe-core over the console in zh: every list page of the catalogue the admin account opens,
// a few generated forms (create and edit), the login page and the Workbench. A serious or
// critical violation fails the test; the count per rule is printed for every page.

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(300_000);

const SEVERE = new Set(['serious', 'critical']);

/** The admin demo account: merchant owner of industry car, every path, the demo's addons. */
const adminRoutes = permittedRoutes(catalogue, { industry: 'car', roles: [], pathArr: ['*'], installedAddons: ['jp', 'ngp'] });
const LIST_PAGES = catalogue.filter(entry => entry.kind === 'list' && adminRoutes.has(entry.path)).map(entry => entry.path);

/** Forms: creates by path; edits by the list they are opened from and their link's name. */
const CREATE_FORMS = ['/dealer/secondHandCarDealer/save', '/cars/list/save', '/content/advertising/add', '/setting/permission/management/role/add'];
const EDIT_FORMS = [
    { list: '/dealer/secondHandCarDealer/list', link: '编辑车商' },
    { list: '/cars/list/manageShow', link: '编辑车辆' },
];

interface Finding {
    page: string;
    rule: string;
    impact: string;
    nodes: number;
    targets: string[];
}

/** Waits until nothing on the page is loading any more: no progress bar, no skeleton. */
const settled = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.MuiLinearProgress-root, .MuiSkeleton-root, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
};

/** `within`: a modal's selector, so that the dimmed page behind its backdrop is not judged. */
const scan = async (page: Page, name: string, within?: string): Promise<Finding[]> => {
    await settled(page);
    const builder = new AxeBuilder({ page });
    const { violations } = await (within ? builder.include(within) : builder).analyze();
    return violations
        .filter(violation => SEVERE.has(violation.impact ?? ''))
        .map(violation => ({
            page: name,
            rule: violation.id,
            impact: violation.impact ?? '',
            nodes: violation.nodes.length,
            targets: violation.nodes.slice(0, 3).map(node => node.target.join(' ')),
        }));
};

const report = (findings: Finding[]) => {
    const perRule = new Map<string, number>();
    for (const finding of findings) perRule.set(finding.rule, (perRule.get(finding.rule) ?? 0) + finding.nodes);
    console.log(`axe: ${findings.length} serious or critical violations${findings.length ? ':' : ''}`);
    for (const [rule, nodes] of perRule) console.log(`  ${rule}: ${nodes} node(s)`);
    for (const finding of findings) console.log(`  ${finding.page} ${finding.rule} (${finding.impact}) ×${finding.nodes}: ${finding.targets.join(' | ')}`);
};

test('the login page has no serious or critical violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    const findings = await scan(page, '/login');
    report(findings);
    expect(findings).toEqual([]);
});

test('the Workbench and every list page the admin opens have no serious or critical violation', async ({ page }) => {
    expect(LIST_PAGES.length).toBeGreaterThan(20);
    await login(page, 'admin');
    await expect(page.getByRole('main')).toBeVisible();
    const findings = await scan(page, '/dashboard');
    for (const path of LIST_PAGES) {
        await page.goto(path);
        await expect(page, path).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?|$)`));
        await expect(page.getByRole('main')).toBeVisible();
        await settled(page);
        // Unfolded, so that every filter field (pickers included) is scanned.
        const expand = page.getByRole('search').filter({ visible: true }).getByRole('button', { name: /^展开/ });
        if (await expand.count()) await expand.click();
        findings.push(...(await scan(page, path)));
    }
    report(findings);
    expect(findings).toEqual([]);
});

test('the generated forms (create and edit) have no serious or critical violation', async ({ page }) => {
    await login(page, 'admin');
    const findings: Finding[] = [];
    for (const path of CREATE_FORMS) {
        await page.goto(path);
        await expect(page.locator('form:visible').first(), path).toBeVisible();
        findings.push(...(await scan(page, path)));
    }
    for (const { list, link } of EDIT_FORMS) {
        await page.goto(list);
        // Kept-alive pages stay in the DOM, hidden: only the shown page's elements count.
        const row = page.locator('table:visible tbody tr').first();
        await expect(row).toBeVisible();
        const button = row.getByRole('link', { name: link });
        if (await button.count()) await button.click();
        else {
            await row.getByRole('button', { name: '更多' }).click();
            await page.getByRole('menuitem', { name: link }).click();
        }
        await expect(page.locator('form:visible').first(), link).toBeVisible();
        findings.push(...(await scan(page, new URL(page.url()).pathname)));
    }
    report(findings);
    expect(findings).toEqual([]);
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the card rows and the filter drawer have no serious or critical violation', async ({ page }) => {
        await login(page, 'admin');
        await page.goto('/dealer/secondHandCarDealer/list');
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        const findings = await scan(page, 'cards');
        await page.getByRole('button', { name: '筛选', exact: true }).click();
        await expect(page.getByRole('dialog', { name: '筛选' })).toBeVisible();
        findings.push(...(await scan(page, 'filter drawer', '[role="dialog"]')));
        report(findings);
        expect(findings).toEqual([]);
    });
});

test('in English, Spanish and Japanese, a list with its filters unfolded and a form have no serious or critical violation', async ({ page }) => {
    await login(page, 'admin');
    const name = (locale: string) => LOCALES.find(entry => entry.locale === locale)!.name;
    const findings: Finding[] = [];
    let current = 'zh-cn';
    for (const locale of ['en', 'es', 'ja']) {
        await page.goto('/dashboard');
        await page.getByRole('button', { name: name(current), exact: true }).click();
        await page.getByRole('menuitem', { name: name(locale), exact: true }).click();
        await expect(page.getByRole('button', { name: name(locale), exact: true })).toBeVisible();
        current = locale;
        await page.goto('/dealer/secondHandCarDealer/list');
        await settled(page);
        // 展开 in whatever language: the fold button is the one with aria-expanded.
        const expand = page.getByRole('search').filter({ visible: true }).locator('button[aria-expanded="false"]');
        if (await expand.count()) await expand.click();
        findings.push(...(await scan(page, `${locale} list`)));
        await page.goto('/cars/list/save');
        await expect(page.locator('form:visible').first()).toBeVisible();
        findings.push(...(await scan(page, `${locale} form`)));
    }
    report(findings);
    expect(findings).toEqual([]);
});
