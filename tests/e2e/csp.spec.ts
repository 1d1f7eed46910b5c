import { expect, test } from '@playwright/test';
import { checkPolicy, watchViolations } from './support/cspViolations';

/**
 * The CSP case of the authentication suite of `npm run hardening` (support/cspViolations.ts):
 * the signed-out pages under the Content-Security-Policy the server sends, with every violation
 * the browser reports counted (0 allowed), and a positive control that proves the detector sees
 * one. The signed-in routes are counted by the route walk (smoke/routes.spec.ts).
 */
const SIGNED_OUT = ['/login', '/business', '/business/create', '/404'];

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
        await checkPolicy(target, async () => {
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
