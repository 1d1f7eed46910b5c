import { expect, type Page } from '@playwright/test';
import { credentialsOf, type DemoAccount } from '../support/accounts';
import type { Texts } from './texts';

/** The login page (/login): the password form, the captcha that follows repeated failures, the way in. */
export class LoginPage {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    readonly username = () => this.page.getByRole('textbox', { name: this.texts.t('mc.login.username'), exact: true });
    readonly password = () => this.page.getByRole('textbox', { name: this.texts.t('mc.login.password'), exact: true });
    readonly submitButton = () => this.page.getByRole('button', { name: this.texts.t('mc.login.submit'), exact: true });
    readonly heading = () => this.page.getByRole('heading', { name: this.texts.t('mc.login.title') });
    readonly captchaImage = () => this.page.getByRole('img', { name: this.texts.t('mc.login.captchaImage') });
    readonly captchaInput = () => this.page.getByRole('textbox', { name: this.texts.t('mc.login.captcha'), exact: true });

    /** The user opens the login page (or a protected path, which sends them there). */
    async goto(path = '/login') {
        await this.page.goto(path);
        await expect(this.submitButton()).toBeVisible();
    }

    /** The user types a username and a password into their labelled fields. */
    async fill(username: string, password: string) {
        await this.username().fill(username);
        await this.password().fill(password);
    }

    /** The user presses 登录 and waits for the server's answer. */
    async submit() {
        const answered = this.page.waitForResponse(response => response.url().includes('/public/user/login'));
        await this.submitButton().click();
        return answered;
    }

    /** The user fills the form and presses 登录 (the credentials may be wrong: nothing is awaited beyond the answer). */
    async signIn(username: string, password: string) {
        await this.fill(username, password);
        await this.submit();
    }

    /**
     * What the captcha image says: the reference server draws its answer as SVG text, so a test
     * can read it as a person reads the picture.
     */
    async captchaAnswer() {
        const src = (await this.captchaImage().getAttribute('src')) ?? '';
        const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
        return Array.from(svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g), match => match[1]).join('');
    }

    /** The user asks for another captcha image with 看不清？换一张. */
    async refreshCaptcha() {
        await this.page.getByRole('button', { name: this.texts.t('mc.login.refreshCaptcha') }).click();
    }

    /** The user reads a message (a server refusal such as a wrong password) shown on the page. */
    readonly message = (text: string | RegExp) => this.page.getByText(text);

    /**
     * The user logs in with one of the suite's accounts (the `MC_E2E_ACCOUNTS` file's, else the
     * demo logins) and waits to be inside: on the dashboard, or on `redirect` when `path` has one,
     * so the session and its permitted routes are in place before the test goes on.
     */
    async loginAs(account: DemoAccount, path = '/login') {
        const { username, password } = credentialsOf(account);
        await this.loginWith(username, password, path);
    }

    /** The user logs in with any username and password (an operator the test made) and waits to be inside, as `loginAs` does. */
    async loginWith(username: string, password: string, path = '/login') {
        await this.goto(path);
        await this.fill(username, password);
        await this.submitButton().click();
        await this.expectLoggedIn(!new URL(path, 'http://console').searchParams.has('redirect'));
    }

    /** The user is inside the console: off the login page and, unless redirected elsewhere, on the dashboard. */
    async expectLoggedIn(onDashboard = true) {
        await expect(this.page).not.toHaveURL(/\/login/);
        if (onDashboard) await expect(this.page).toHaveURL(/\/dashboard$/);
    }
}
