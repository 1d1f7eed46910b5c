import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { recordFigure, resetFigure } from '../hardening/support/figures';
import { credentialsOf, type DemoAccount } from './support/accounts';
import { login } from './support/login';
import { permittedSmokeRoutes } from './support/smokeRoutes';

/**
 * The CSP case of the authentication suite of `npm run hardening` (tests/README.md): every route
 * of the catalogue, between the admin, bank and platform accounts (and each list's first show or
 * edit page), and the signed-out pages are opened under the Content-Security-Policy the server
 * sends, with every violation the browser reports counted: 0 allowed. A positive control proves
 * that the detector sees one. Its figure goes to .tmp/hardening/e2e.
 */
process.env.MC_HARDENING_DIR = path.resolve('.tmp/hardening/e2e');
const SUITE = 'auth: CSP, every route (Chromium)';

const ACCOUNTS: readonly DemoAccount[] = ['admin', 'bank', 'platform'];
const SIGNED_OUT = ['/login', '/business', '/business/create', '/404'];

/** Records every `securitypolicyviolation` of every document the page loads, in `window.__cspViolations`. */
const watchViolations = async (page: Page) => {
    await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener('securitypolicyviolation', event => {
            seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
        });
    });
    const fromConsole: string[] = [];
    page.on('console', message => {
        if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
    });
    return async () => {
        const seen = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? []);
        return [...seen, ...fromConsole.splice(0)];
    };
};

/** The console's own navigation, as a menu link does (the document, and its policy, stay). */
const openInApp = (page: Page, target: string) =>
    page.evaluate(to => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);

/** Opens one route and answers the violations it caused. */
const visit = async (page: Page, target: string, violations: () => Promise<string[]>) => {
    await openInApp(page, target);
    const pathname = new URL(target, 'http://console').pathname;
    await expect.poll(async () => new URL(page.url()).pathname !== pathname || (await page.locator(`[data-tab-view="${pathname}"]`).isVisible())).toBe(true);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // Styles and images of the page settle after its data.
    await page.waitForTimeout(200);
    return violations();
};

const checkRoute = async (name: string, run: () => Promise<string[]>) => {
    let held = 0;
    try {
        const found = await run();
        expect.soft(found, `CSP violations on ${name}`).toEqual([]);
        if (found.length === 0) held = 1;
    } finally {
        recordFigure(SUITE, 1, held);
    }
};

test.beforeAll(() => resetFigure(SUITE));

test('the detector sees a violation (positive control)', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.body.append(script);
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});

test('the signed-out pages load under the policy without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const target of SIGNED_OUT) {
        await checkRoute(target, async () => {
            const response = await page.goto(target);
            const policy = response?.headers()['content-security-policy'] ?? '';
            expect(policy, `${target} has a policy without unsafe-inline or unsafe-eval`).toMatch(/script-src 'self'/);
            expect(policy).not.toMatch(/unsafe-(inline|eval)/);
            await expect(page.locator('#root')).not.toBeEmpty();
            await page.waitForTimeout(300);
            return violations();
        });
    }
});

for (const account of ACCOUNTS) {
    test(`${account}: every permitted route loads under the policy without a violation`, async ({ page, baseURL }) => {
        const routes = await permittedSmokeRoutes(baseURL!, credentialsOf(account));
        test.setTimeout(60_000 + routes.length * 8_000);
        const violations = await watchViolations(page);
        await login(page, account);
        expect(await violations(), 'violations while logging in').toEqual([]);
        for (const route of routes) {
            await checkRoute(route.path, () => visit(page, route.path, violations));
            // The list's first record page (show or edit) that a row links to.
            if (!route.records?.length) continue;
            const hrefs = await page
                .locator(`[data-tab-view="${route.path}"] table tbody tr`)
                .first()
                .locator('a[href]')
                .evaluateAll(links => links.map(link => link.getAttribute('href')!))
                .catch(() => [] as string[]);
            const record = hrefs.find(href => route.records!.some(pattern => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(href)));
            if (record) await checkRoute(record, () => visit(page, record, violations));
        }
    });
}
