import { afterAll, beforeAll } from 'vitest';
import { demoAccounts } from '../../../server/domains/core/demoAccounts';
import { createTestClient, type TestClient } from './createTestClient';
import { startTestServer, type TestServer, type TestServerOptions } from './startTestServer';

export interface SignInOptions {
    /** The transport's encryption switch (default: the server's `config.json`). */
    encryption?: boolean;
    /** The console language the calls say (`lang` header). */
    lang?: string;
}

/** A client of the console's real transport, signed in as a demo account (its README password). */
export const signIn = async (server: Pick<TestServer, 'url'>, username: string, options: SignInOptions = {}): Promise<TestClient> => {
    const account = demoAccounts.find(candidate => candidate.username === username);
    if (!account) throw new Error(`no demo account ${username}`);
    const client = await createTestClient(server, options);
    await client.login(username, account.password);
    return client;
};

/**
 * Stands for a value a `beforeAll` hook makes, from the moment the hook has run: the test file
 * names it at its top, where the value does not exist yet, and uses it in its tests.
 */
const later = <T extends object>(read: () => T | undefined, name: string): T =>
    new Proxy({} as T, {
        get(_target, property) {
            const value = read();
            if (!value) throw new Error(`${name} is used before the test file's server started (outside a test or hook)`);
            const member = Reflect.get(value, property, value) as unknown;
            return typeof member === 'function' ? member.bind(value) : member;
        },
    });

/**
 * The contract tests' fixture: one reference server for the test file (`startTestServer`, with
 * `server` options such as custom domains or a small page size), started before its tests with a
 * client signed in for each demo account named, and closed after them.
 *
 * ```ts
 * const { server, admin, bank } = signedInServer(['admin', 'bank']);
 * it('…', async () => expect(await admin.get('seller/…')).toEqual(…));
 * ```
 */
export const signedInServer = <const Account extends string>(
    accounts: readonly Account[],
    options: SignInOptions & { server?: TestServerOptions } = {}
): { server: TestServer } & Record<Account, TestClient> => {
    let server: TestServer | undefined;
    const clients = new Map<string, TestClient>();
    beforeAll(async () => {
        server = await startTestServer(options.server);
        for (const username of accounts) clients.set(username, await signIn(server, username, { encryption: options.encryption }));
    });
    afterAll(() => server?.close());
    const handles = Object.fromEntries(accounts.map(username => [username, later(() => clients.get(username), username)]));
    return { server: later(() => server, 'server'), ...handles } as { server: TestServer } & Record<Account, TestClient>;
};
