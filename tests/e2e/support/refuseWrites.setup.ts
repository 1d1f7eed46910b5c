import { test } from '@playwright/test';
import { e2eTarget, writesRefused } from './target';

// The `refuse writes` project: playwright.config.ts puts it before the full suite only when
// MC_E2E_BASE_URL names a deployment and MC_E2E_ALLOW_WRITES is not 1.
test('the full suite writes, so it does not run against a deployment', () => {
    const target = e2eTarget();
    if (target.kind === 'deployment' && !target.allowWrites) throw new Error(writesRefused(target.baseURL));
});
