import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { recordFigure, resetFigure } from '../../hardening/support/figures';

/**
 * The CSP case of the authentication suite of `npm run hardening` (tests/README.md): every page
 * opened under the Content-Security-Policy the server sends, with every violation the browser
 * reports counted, 0 allowed. The route walk (smoke/routes.spec.ts) counts each route it opens
 * in zh-cn, and csp.spec.ts the signed-out pages and the positive control. The figure goes to
 * .tmp/hardening/e2e, started again by each run against the reference servers.
 */
export const CSP_SUITE = 'auth: CSP, every route (Chromium)';

const E2E_FIGURES = path.resolve('.tmp/hardening/e2e');

/** Starts the CSP figure again (playwright.config.ts's global setup, before any test). */
export const resetCspFigure = () => {
    process.env.MC_HARDENING_DIR = E2E_FIGURES;
    resetFigure(CSP_SUITE);
};

/**
 * Records every `securitypolicyviolation` of every document the page loads, and every console
 * message that reports one; answers the function that takes the ones seen since its last call.
 */
export const watchViolations = async (page: Page): Promise<() => Promise<string[]>> => {
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

/**
 * One page of the CSP case: fails softly on its violations, and is counted in the figure unless
 * `record` is false (a deployment's walk: the figure is the reference server's).
 */
export const checkPolicy = async (name: string, run: () => Promise<string[]>, record = true) => {
    let held = 0;
    try {
        const found = await run();
        expect.soft(found, `CSP violations on ${name}`).toEqual([]);
        if (found.length === 0) held = 1;
    } finally {
        if (record) {
            process.env.MC_HARDENING_DIR = E2E_FIGURES;
            recordFigure(CSP_SUITE, 1, held);
        }
    }
};
