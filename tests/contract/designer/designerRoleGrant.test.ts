import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGNER_CALLS } from '../../../protocol/designerCalls';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';
import { createTestClient, type TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * The designer granted by a role (protocol/accessRules, `platform`): the platform
 * administrator's own staff may make the platform's calls their role lists, and no other; a union
 * merchant's staff never, whatever its owner writes into a role.
 */

let server: TestServer;
let platform: TestClient;
let union: TestClient;

const GRANTED = [DESIGNER_CALLS.list, DESIGNER_CALLS.info, DESIGNER_CALLS.check, DESIGNER_CALLS.save, DESIGNER_CALLS.versions];

/** A role granting the designer but its rollback, and an operator holding it, made by `owner`; answers the operator signed in. */
const engineerOf = async (owner: TestClient, username: string) => {
    const { id } = await owner.post<{ id: number }>('seller/role/roleadd', {
        name: `资源设计员${username}`,
        path_arr: JSON.stringify(['/supertube/platform/designer']),
        api_arr: JSON.stringify(GRANTED),
    });
    await owner.post('seller/operator/OperatorAdd', {
        username,
        password: 'Engineer@2026',
        nickname: '资源设计员',
        phone: '13722223333',
        role_ids: JSON.stringify([id]),
        status: 1,
    });
    const client = await createTestClient(server, { encryption: false });
    await client.login(username, 'Engineer@2026');
    return client;
};

const declaration = {
    table: 'showroom_visits',
    label: '到店登记',
    industry: 'car',
    api: { list: 'seller/visit/ShowroomVisitList', create: 'seller/visit/ShowroomVisitAdd' },
    columns: { id: { title: 'ID', sort: true }, customer: { title: '客户', write: { required: true, maxLength: 20 } } },
    defaultSort: { column: 'id', order: 'desc' },
};
const entry = [{ kind: 'list', path: '/showroom/visits', title: '到店登记', api: 'seller/visit/ShowroomVisitList' }];

beforeAll(async () => {
    server = await startTestServer();
    platform = await loggedIn(server, 'platform');
    union = await loggedIn(server, 'union');
});
afterAll(async () => {
    await server?.close();
});

describe('the designer granted by a role', () => {
    it("marks the platform's own merchant in the user info, and no other", async () => {
        expect(await platform.get('buyer/user/info')).toMatchObject({ platform_merchant: true });
        expect(await union.get('buyer/user/info')).toMatchObject({ platform_merchant: false });
        expect(await (await loggedIn(server, 'admin')).get('buyer/user/info')).toMatchObject({ platform_merchant: false });
    });

    it("lets the platform's staff make the designer's calls its role grants, in its own name, and no other platform call", async () => {
        const engineer = await engineerOf(platform, 'designer01');
        expect(await engineer.get('buyer/user/info')).toMatchObject({ platform_merchant: true });
        expect(await engineer.get(DESIGNER_CALLS.list)).toEqual(expect.arrayContaining([expect.objectContaining({ table: 'brands' })]));
        const saved = await engineer.post<{ table: string; version: number }>(DESIGNER_CALLS.save, {
            declaration: JSON.stringify(declaration),
            entry: JSON.stringify(entry),
            version: 0,
        });
        expect(saved).toMatchObject({ table: 'showroom_visits', version: 1 });
        const versions = await engineer.get<Array<Record<string, unknown>>>(DESIGNER_CALLS.versions, { table: 'showroom_visits' });
        expect(versions[0]).toMatchObject({ version: 1, action: 'save', author: 'designer01' });

        expect((await failure(engineer.post(DESIGNER_CALLS.rollback, { table: 'showroom_visits', version: 1 }))).message).toBe('没有此操作权限');
        expect((await failure(engineer.get('platform/merchant/MerchantList', { page: 1 }))).message).toBe('没有此操作权限');
        expect(await server.owner.query('SELECT 1 FROM designer_versions WHERE name = $1', ['showroom_visits'])).toMatchObject({ rows: [{}] });
    });

    it("refuses a union merchant's staff whatever its role lists, and its owner, changing nothing", async () => {
        const staff = await engineerOf(union, 'unionstaff01');
        expect(await staff.get('buyer/user/info')).toMatchObject({ platform_merchant: false });
        for (const client of [staff, union]) {
            expect((await failure(client.get(DESIGNER_CALLS.list))).message).toBe('没有此操作权限：该功能仅限平台管理员使用');
            const refused = await failure(
                client.post(DESIGNER_CALLS.save, { declaration: JSON.stringify({ ...declaration, table: 'union_visits' }), version: 0 })
            );
            expect(refused.message).toBe('没有此操作权限：该功能仅限平台管理员使用');
        }
        expect((await server.owner.query('SELECT 1 FROM designer_versions WHERE name = $1', ['union_visits'])).rows).toEqual([]);
    });

    it('looks up the platform merchant only for an account of the union industry', async () => {
        // Not a state the server makes (an operator takes its owner's industry): it shows the session lookup skips the owner's row.
        await server.owner.query("UPDATE users SET industry_type = 'car' WHERE username = 'designer01'");
        const stray = await createTestClient(server, { encryption: false });
        await stray.login('designer01', 'Engineer@2026');
        expect(await stray.get('buyer/user/info')).toMatchObject({ industry_type: 'car', platform_merchant: false });
        await server.owner.query("UPDATE users SET industry_type = 'admin' WHERE username = 'designer01'");
        expect(await stray.get('buyer/user/info')).toMatchObject({ industry_type: 'admin', platform_merchant: true });
    });

    it('writes the save in the operator log under the staff account', async () => {
        const log = await firstPage(platform, 'seller/log/OperatorLogList', { module: '资源设计' });
        expect(log.data).toEqual(expect.arrayContaining([expect.objectContaining({ username: 'designer01' })]));
    });
});

describe('the session function', () => {
    it('is made again at start-up when its answer changed shape, where CREATE OR REPLACE cannot', async () => {
        await server.owner.query('DROP FUNCTION mc_session_account(text, bigint, bigint)');
        await server.owner.query(
            "CREATE FUNCTION mc_session_account(p_access_hash text, p_now bigint, p_idle bigint) RETURNS TABLE (session_id integer) LANGUAGE sql AS 'SELECT 1'"
        );
        server = await server.restart();
        expect(await (await loggedIn(server, 'platform')).get('buyer/user/info')).toMatchObject({ platform_merchant: true });
    });
});
