import { readFileSync } from 'node:fs';

// No Playwright import here: playwright.config.ts and the unit tests read this module too.

export interface Credentials {
    username: string;
    password: string;
}

/** The reference server's demo logins (README.md), one per kind of account the tests know. */
export const DEMO = {
    admin: { username: 'admin', password: 'Admin@2026' },
    operator: { username: 'operator', password: 'Operator@2026' },
    bank: { username: 'bank', password: 'Bank@2026' },
    platform: { username: 'platform', password: 'Platform@2026' },
    union: { username: 'union', password: 'Union@2026' },
    /** A second car merchant, with a business of its own. */
    dealer2: { username: 'dealer2', password: 'Dealer2@2026' },
} as const satisfies Record<string, Credentials>;

export type DemoAccount = keyof typeof DEMO;

export const ACCOUNT_ROLES = Object.keys(DEMO) as DemoAccount[];

export type Accounts = Partial<Record<DemoAccount, Credentials>>;

const isRole = (key: string): key is DemoAccount => (ACCOUNT_ROLES as string[]).includes(key);

/**
 * The accounts of an `MC_E2E_ACCOUNTS` file: `{"admin": {"username": …, "password": …}, …}`,
 * roles as in DEMO. A deployment need not have every role; a role it lacks is left out, and the
 * tests that need it say so. Anything else in the file is a mistake worth a precise message.
 */
export const parseAccounts = (text: string, source: string): Accounts => {
    let raw: unknown;
    try {
        raw = JSON.parse(text);
    } catch (error) {
        throw new Error(`${source} is not JSON: ${(error as Error).message}`);
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${source} must be an object of role → {"username", "password"}`);
    const accounts: Accounts = {};
    for (const [role, value] of Object.entries(raw)) {
        if (!isRole(role)) throw new Error(`${source}: unknown role "${role}"; the roles are ${ACCOUNT_ROLES.join(', ')}`);
        const entry = value as Partial<Record<keyof Credentials, unknown>> | null;
        if (
            !entry ||
            typeof entry !== 'object' ||
            typeof entry.username !== 'string' ||
            !entry.username ||
            typeof entry.password !== 'string' ||
            !entry.password
        )
            throw new Error(`${source}: "${role}" needs a non-empty "username" and "password"`);
        accounts[role] = { username: entry.username, password: entry.password };
    }
    if (!Object.keys(accounts).length) throw new Error(`${source} names no account`);
    return accounts;
};

/** The accounts the suite logs in with: the `MC_E2E_ACCOUNTS` file, or the demo logins. */
export const accountsFromEnv = (env: Record<string, string | undefined> = process.env): Accounts => {
    const file = env.MC_E2E_ACCOUNTS;
    if (!file) return DEMO;
    let text: string;
    try {
        text = readFileSync(file, 'utf8');
    } catch (error) {
        throw new Error(`MC_E2E_ACCOUNTS: cannot read ${file}: ${(error as Error).message}`);
    }
    return parseAccounts(text, `MC_E2E_ACCOUNTS (${file})`);
};

/** One role's credentials; a role the accounts file lacks is an error naming the file. */
export const credentialsOf = (role: DemoAccount, env: Record<string, string | undefined> = process.env): Credentials => {
    const credentials = accountsFromEnv(env)[role];
    if (!credentials) throw new Error(`MC_E2E_ACCOUNTS (${env.MC_E2E_ACCOUNTS}) has no "${role}" account`);
    return credentials;
};
