import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { signIn, type SignedIn } from '../../../scripts/catalogueCheck/signIn';
import { credentialsOf, type Credentials, type DemoAccount } from './accounts';

// Signing in without the login page, for the tests that are not about signing in: the console's
// own login call from Node (its transport: signature, RSA-encrypted password, the deployment's
// config.json), then the browser starts from what the console's session store keeps
// (Playwright's storageState). The login page's load, the login call in the browser and the
// dashboard that follows it are left out; everything after them is what an operator's console
// does with a stored session (a reload, a new tab). Tests about signing in use LoginPage.

/** Playwright's storage state, as `browser.newContext({ storageState })` and `context.setStorageState` take it. */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Who signs in: one of the suite's accounts (the `MC_E2E_ACCOUNTS` file's, else the demo logins), or a username and password. */
export type Who = DemoAccount | Credentials;

export interface ApiSession extends SignedIn {
    /** The browser storage of this session on the console at `baseURL`: a context given it starts signed in. */
    storageState: StorageState;
}

/** The browser storage of a session that `signIn` made: the entries the console's session store wrote, on the console's origin. */
export const storageStateOf = (signedIn: Pick<SignedIn, 'storage'>, baseURL: string): StorageState => {
    const { storage } = signedIn;
    const localStorage = Array.from({ length: storage.length }, (_, index) => storage.key(index)!).map(name => ({ name, value: storage.getItem(name)! }));
    return { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage }] };
};

/**
 * Signs in through the API as the console does, a new session each call: its transport (`http`,
 * for calls of the test's own as that user) and its browser storage (`storageState`).
 */
export const apiSession = async (baseURL: string, who: Who): Promise<ApiSession> => {
    const { username, password } = typeof who === 'string' ? credentialsOf(who) : who;
    let signedIn: SignedIn;
    try {
        signedIn = await signIn(baseURL, username, password);
    } catch (error) {
        throw new Error(`cannot sign in as ${username} on ${baseURL}: ${(error as Error).message}`);
    }
    return { ...signedIn, storageState: storageStateOf(signedIn, baseURL) };
};

export interface OpenOptions {
    /** The page opened first (default the dashboard); a whole address opens that console (another server a test started). */
    path?: string;
    /** The console's root address when `path` is a path: the config's `baseURL` unless told. */
    baseURL?: string;
}

/**
 * The page's browser starts signed in as `who` (a new session, through the API) and opens `path`,
 * as an operator's console opens with a stored session; waits until the console shows its layout
 * (the page's header), past the login. Answers the session, whose `http` calls the API as that
 * user. A page already on that console keeps what its browser stored (a sign-in after a logout
 * keeps the preferences, as the login page does); a fresh page's context starts from the session.
 */
export const openSignedIn = async (page: Page, who: Who, { path = '/dashboard', baseURL }: OpenOptions = {}): Promise<ApiSession> => {
    const origin = /^https?:\/\//.test(path) ? new URL(path).origin : (baseURL ?? configBaseURL());
    const session = await apiSession(origin, who);
    await openSession(page, session, new URL(path, origin).toString());
    return session;
};

/** `openSignedIn` with a session made before (whose calls the test has used already): the browser starts from it on `url`. */
export const openSession = async (page: Page, session: ApiSession, url: string) => {
    const [{ origin, localStorage: entries }] = session.storageState.origins;
    if (new URL(page.url()).origin === origin) {
        // Signing in again on this console (after a logout): the session joins what the browser
        // kept (its preferences), as a login on the login page does.
        await page.evaluate(stored => stored.forEach(({ name, value }) => localStorage.setItem(name, value)), entries);
    } else {
        await page.context().setStorageState(session.storageState);
    }
    await page.goto(url);
    // The console's whole first load (its code, the session's user and permissions, the layout's
    // code): more than one step's expect timeout on a loaded machine.
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    await expect(page).not.toHaveURL(url => url.pathname === '/login');
};

/** The config's `baseURL` for this worker (playwright.config.ts: the reference server of its slot, or the deployment). */
const configBaseURL = () => {
    const { baseURL } = test.info().project.use;
    if (!baseURL) throw new Error('openSignedIn needs a baseURL: the config gives one, or pass the one your context was made with');
    return baseURL;
};
