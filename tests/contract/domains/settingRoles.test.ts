import { describe, expect, it } from 'vitest';
import { createTestClient } from '../support/createTestClient';
import { failure, firstPage, loggedIn } from './domainTestKit';
import { signedInServer } from '../support/signedInServer';

const { server, admin } = signedInServer(['admin'], { encryption: false });

describe('roles', () => {
    it('round-trips path_arr and api_arr sent as JSON text', async () => {
        const paths = ['/cars/list/manageShow', '/cars/cat/manage'];
        const apis = ['seller/cars/CarList', 'seller/cars/CatList'];
        const { id } = await admin.post<{ id: number }>('seller/role/roleadd', {
            name: '车源专员',
            description: '管理车源',
            path_arr: JSON.stringify(paths),
            api_arr: JSON.stringify(apis),
        });
        expect(await admin.get('seller/role/roleinfo', { id })).toMatchObject({ name: '车源专员', path_arr: paths, api_arr: apis });
        await admin.post('seller/role/roleedit', {
            id,
            name: '车源主管',
            description: '管理车源',
            path_arr: JSON.stringify([paths[0]]),
            api_arr: JSON.stringify([apis[0]]),
        });
        expect(await admin.get('seller/role/roleinfo', { id })).toMatchObject({ name: '车源主管', path_arr: [paths[0]], api_arr: [apis[0]] });
        const listed = await firstPage(admin, 'seller/role/rolemanage');
        expect(listed.data.find(r => r.id === id)).toMatchObject({ page_count: 1, api_count: 1, operator_count: 0 });
        await admin.get(`seller/role/roledel?id=${id}`);
        expect((await failure(admin.get('seller/role/roleinfo', { id }))).message).toContain('不存在');
    });

    it('refuses bad role input', async () => {
        expect((await failure(admin.post('seller/role/roleadd', { name: '空角色', path_arr: '[]' }))).message).toBe('请至少选择一个页面权限');
        expect((await failure(admin.post('seller/role/roleadd', { name: '坏角色', path_arr: 'not json' }))).message).toBe('页面权限格式不正确');
        expect((await failure(admin.post('seller/role/roleadd', { name: '坏角色', path_arr: '["cars"]' }))).message).toBe('页面权限格式不正确');
        expect((await failure(admin.post('seller/role/roleadd', { name: '坏角色', path_arr: '["/cars"]', api_arr: '["a b"]' }))).message).toBe(
            '接口权限格式不正确'
        );
        expect((await failure(admin.post('seller/role/roleadd', { name: 'superadmin', path_arr: '["/cars"]' }))).message).toBe('角色名称不能包含admin');
        expect((await failure(admin.post('seller/role/roleadd', { name: ' Supplier ', path_arr: '["/cars"]' }))).message).toBe('角色名称不能为supplier');
        expect((await failure(admin.post('seller/role/roleadd', { name: '车商专员', path_arr: '["/cars"]' }))).message).toContain('已存在');
        const clerk = (await firstPage(admin, 'seller/role/rolemanage', { name: '车商专员' })).data[0];
        expect((await failure(admin.get(`seller/role/roledel?id=${clerk.id}`))).message).toBe('该角色下还有1个操作员，不能删除');
    });

    it("does not show or touch another merchant's roles", async () => {
        const platform = await loggedIn(server, 'platform');
        expect((await firstPage(platform, 'seller/role/rolemanage')).count).toBe(0);
        const clerk = (await firstPage(admin, 'seller/role/rolemanage')).data[0];
        expect((await failure(platform.get('seller/role/roleinfo', { id: clerk.id }))).message).toContain('不存在');
    });
});

describe('operators', () => {
    it('adds an operator who can sign in with the role given, edits and deletes it', async () => {
        const { id: roleId } = await admin.post<{ id: number }>('seller/role/roleadd', {
            name: '竞拍专员',
            path_arr: '["/jingpai/mange"]',
            api_arr: '["addons/jp/seller/AuctionList"]',
        });
        const operator = {
            username: 'auction01',
            password: 'Auction@01',
            nickname: '赵敏',
            phone: '13711112222',
            role_ids: JSON.stringify([roleId]),
            status: 1,
        };
        expect((await failure(admin.post('seller/operator/OperatorAdd', { ...operator, username: 'admin' }))).message).toContain('已存在');
        expect((await failure(admin.post('seller/operator/OperatorAdd', { ...operator, password: '' }))).message).toBe('请填写登录密码');
        expect((await failure(admin.post('seller/operator/OperatorAdd', { ...operator, role_ids: '[9999]' }))).message).toBe('所选角色不存在');
        expect((await failure(admin.post('seller/operator/OperatorAdd', { ...operator, username: 'a b' }))).message).toContain('登录账号');
        const { id } = await admin.post<{ id: number }>('seller/operator/OperatorAdd', operator);
        const info = await admin.get<Record<string, unknown>>('seller/operator/OperatorInfo', { id });
        expect(info).toMatchObject({ username: 'auction01', role_ids: [roleId], roles: ['竞拍专员'] });
        expect(info).not.toHaveProperty('password_hash');

        const signedIn = await createTestClient(server, { encryption: false });
        await signedIn.login('auction01', 'Auction@01');
        expect((await firstPage(signedIn, 'addons/jp/seller/AuctionList')).count).toBeGreaterThan(0);
        expect((await failure(signedIn.get('seller/dealer/DealerList', { page: 1 }))).message).toContain('没有此操作权限');

        await admin.post('seller/role/roleedit', { id: roleId, name: '竞拍主管' });
        expect((await admin.get<Record<string, unknown>>('seller/operator/OperatorInfo', { id })).roles).toEqual(['竞拍主管']);
        expect((await firstPage(admin, 'seller/operator/OperatorList', { username: 'auction01' })).data[0].role_names).toBe('竞拍主管');
        await admin.post('seller/operator/OperatorEdit', { id, password: '', nickname: '赵敏敏' });
        await signedIn.login('auction01', 'Auction@01');
        await admin.post('seller/operator/OperatorDel', { id });
        expect((await failure(admin.get('seller/operator/OperatorInfo', { id }))).message).toContain('不存在');
    });

    it('writes every change to the operator log', async () => {
        const log = await firstPage(admin, 'seller/log/OperatorLogList', { module: '操作员' });
        expect(log.data.map(r => r.content)).toEqual(expect.arrayContaining([expect.stringContaining('删除操作员'), expect.stringContaining('添加操作员')]));
        expect((await firstPage(admin, 'seller/log/AdminLoginLog', { username: 'admin' })).count).toBeGreaterThan(0);
    });
});

describe('platform settings', () => {
    it('reads and saves the system, copyright and holiday settings as the platform admin', async () => {
        const platform = await loggedIn(server, 'platform');
        const system = await platform.get<Record<string, unknown>>('seller/systemSet/SystemSetInfo');
        expect(system.auction_deposit).toBe(500000);
        await platform.post('seller/systemSet/SystemSetSave', { ...system, auction_deposit: '800000', auction_extend: 180 });
        expect(await platform.get('seller/systemSet/SystemSetInfo')).toMatchObject({ auction_deposit: 800000, auction_extend: 180 });
        expect((await failure(platform.post('seller/systemSet/SystemSetSave', { ...system, auction_deposit: '8000.00' }))).message).toBe(
            '竞拍保证金格式不正确，金额应为以分为单位的整数'
        );
        expect((await failure(platform.post('seller/systemSet/SystemSetSave', { ...system, auction_extend: 100 }))).message).toBe('延时周期必须是60秒的整数倍');
        expect((await failure(platform.post('seller/systemSet/SystemSetSave', { ...system, service_phone: '12345' }))).message).toContain('客服电话');

        const copyright = await platform.get<Record<string, unknown>>('seller/systemSet/CopyrightSetInfo');
        await platform.post('seller/systemSet/CopyrightSetSave', { ...copyright, icp: '沪ICP备2026999999号' });
        expect((await platform.get<Record<string, unknown>>('seller/systemSet/CopyrightSetInfo')).icp).toBe('沪ICP备2026999999号');

        const conf = await platform.get<{ names: string[] }>('seller/systemSet/HolidaySetConf');
        expect(conf.names).toContain('春节');
        const holidays = await platform.get<{ days: Array<{ date: string }> }>('seller/systemSet/HolidaySetInfo', { year: 2026 });
        expect(holidays.days.map(d => d.date)).toContain('2026-10-01');
        const days = [{ date: '2027-01-01', name: '元旦', type: 1 }];
        await platform.post('seller/systemSet/HolidaySetSave', { year: 2027, days: JSON.stringify(days) });
        expect((await platform.get<{ days: unknown[] }>('seller/systemSet/HolidaySetInfo', { year: 2027 })).days).toEqual(days);
        expect(
            (
                await failure(
                    platform.post('seller/systemSet/HolidaySetSave', { year: 2027, days: JSON.stringify([{ date: '2026-01-01', name: '元旦', type: 1 }]) })
                )
            ).message
        ).toContain('不属于2027年');
        expect(
            (await failure(platform.post('seller/systemSet/HolidaySetSave', { year: 2027, days: '[{"date":"2027-02-30","name":"春节","type":1}]' }))).message
        ).toContain('日期格式不正确');

        expect((await platform.get<unknown[]>('seller/wallet/WalletSetList')).length).toBeGreaterThan(0);
    });
});
