import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION_TEXT } from '../../../protocol/noPermission';
import { isPublicPath } from '../../../protocol/publicPath';
import { demoAccounts } from '../../../server/domains/core/demoAccounts';
import { domains } from '../../../server/domains';
import { catalogue } from '../../../src/app/catalogue';
import { routeCalls } from '../../../src/permissions/apiGrants';
import { buildPermissions, parseUserInfo } from '../../../src/permissions/buildPermissions';
import { createTestClient, type TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { loggedIn } from '../domains/domainTestKit';
import { recordRunFigure } from '../support/recordRunFigure';

/**
 * Every demo account × every call the server registers: the server's answer (refused or not) is
 * what the console's permission model says for that account. The console's model is its own
 * code (buildPermissions over the catalogue, with the account's user info, route list and addon
 * list as the server gives them); a call is open to an account when a route it may open makes
 * it (apiGrants.routeCalls). A call no route makes is one of the shell's own calls (session,
 * profile, Workbench, counters, export tasks): open to every signed-in account.
 *
 * Nothing is written: every call goes with no parameters, which no write accepts, and an answer
 * other than a refusal (a missing field, a missing id) means the call got past authorisation.
 * Besides the demo accounts, the owners of two merchants the platform administrator creates (a
 * car merchant and a union merchant, platform/merchant/MerchantAdd) are held to the same.
 */
interface Call {
    method: 'GET' | 'POST';
    path: string;
}

const LOGOUT = 'buyer/user/logout';

const registered: Call[] = [
    ...domains.flatMap(domain => domain.tables.map(table => ({ method: 'GET' as const, path: table.api }))),
    ...domains.flatMap(domain =>
        domain.endpoints.map(endpoint => ({ method: endpoint.method === 'POST' ? ('POST' as const) : ('GET' as const), path: endpoint.path }))
    ),
]
    .filter(call => !isPublicPath(call.path))
    // Signing out ends the session the calls after it need: it goes last.
    .sort((x, y) => Number(x.path === LOGOUT) - Number(y.path === LOGOUT));

const byPath = new Map(catalogue.map(entry => [entry.path, entry]));
const namedByRoutes = new Set(catalogue.flatMap(entry => routeCalls(catalogue, entry)));

/** The calls the console's permission model opens to the signed-in account of `client`. */
const consoleModel = async (client: TestClient) => {
    const [info, permission, addons] = await Promise.all([
        client.get('buyer/user/info'),
        client.get('seller/role/OperatorPermission'),
        client.get('addons/public/SupplierAddonList'),
    ]);
    const { routes } = buildPermissions(catalogue, parseUserInfo(info), permission, addons);
    return new Set([...routes].flatMap(path => (byPath.has(path) ? routeCalls(catalogue, byPath.get(path)!) : [])));
};

/** Whether the server refuses the account the call: the permission text, or its merchant lacks the call's addon. */
const refused = async (client: TestClient, { method, path }: Call) => {
    try {
        await (method === 'POST' ? client.post(path, {}) : client.get(path));
        return false;
    } catch (error) {
        const message = (error as Error).message;
        return message.includes(NO_PERMISSION_TEXT) || /^插件「.+」未安装/.test(message);
    }
};

/** The owners of the merchants the platform creates for the matrix: one per industry a merchant may be of but the bank's. */
const CREATED = [
    { username: 'matrix_car', industry: 'car' },
    { username: 'matrix_union', industry: 'admin' },
].map(owner => ({ ...owner, password: 'MatrixOwner@2026' }));

let server: TestServer;
const accounts: Array<{ username: string; client: () => Promise<TestClient> }> = [];
beforeAll(async () => {
    server = await startTestServer();
    const platform = await loggedIn(server, 'platform');
    for (const [i, owner] of CREATED.entries()) {
        await platform.post('platform/merchant/MerchantAdd', { name: `权限矩阵商户${i + 1}`, phone: '13100134000', ...owner });
    }
    accounts.push(
        ...demoAccounts.map(account => ({ username: account.username, client: () => loggedIn(server, account.username) })),
        ...CREATED.map(owner => ({
            username: owner.username,
            client: async () => {
                const client = await createTestClient(server, { encryption: false });
                await client.login(owner.username, owner.password);
                return client;
            },
        }))
    );
});
afterAll(() => server?.close());

describe('the server refuses exactly what the console does not offer', () => {
    it('every demo account and created merchant owner × every registered call', async () => {
        const mismatches: string[] = [];
        let checked = 0;
        for (const account of accounts) {
            const client = await account.client();
            const open = await consoleModel(client);
            for (const call of registered) {
                const offered = namedByRoutes.has(call.path) ? open.has(call.path) : true;
                const answered = !(await refused(client, call));
                checked++;
                if (offered !== answered) {
                    mismatches.push(
                        `${account.username} ${call.method} ${call.path}: console ${offered ? 'offers' : 'hides'} it, server ${answered ? 'answers' : 'refuses'}`
                    );
                }
            }
        }
        console.log(`accounts × calls: ${checked} checked, ${mismatches.length} mismatches`);
        recordRunFigure('authorizationMatrix', { checked, mismatches: mismatches.length });
        expect(checked).toBe((demoAccounts.length + CREATED.length) * registered.length);
        expect(mismatches).toEqual([]);
    }, 300_000);
});
