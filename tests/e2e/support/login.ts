import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { textsFor } from '../pages/texts';
import { DEMO, type DemoAccount } from './accounts';

export { DEMO, type DemoAccount };

/**
 * Logs in through the login page in Chinese (the suite's browser language): `LoginPage.loginAs`,
 * kept for the specs that do not use the page objects yet. The credentials are the
 * `MC_E2E_ACCOUNTS` file's when one is given, else the demo logins.
 */
export const login = (page: Page, account: DemoAccount, path = '/login') => new LoginPage(page, textsFor('zh-cn')).loginAs(account, path);
