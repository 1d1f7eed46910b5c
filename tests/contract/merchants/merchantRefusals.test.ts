import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION_TEXT } from '../../../protocol/noPermission';
import { importMerchant } from '../../../server/domains/merchant/archive/importMerchant';
import { removeMerchant } from '../../../server/domains/merchant/removeMerchant';
import { PLATFORM_MERCHANTS } from '../../../server/domains/merchant/acrossMerchants';
import { merchantEndpoints } from '../../../server/domains/merchant/merchantEndpoints';
import { createTestClient, type TestClient } from '../support/createTestClient';
import { downloadArchive, repackArchive, scratch } from '../support/merchantArchives';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { firstPage, loggedIn } from '../domains/domainTestKit';

/**
 * Every bad input of the platform's merchant calls is refused with a clear message in the
 * caller's language, and nothing changes: not the registry, not any account, not any row.
 */

let server: TestServer;
let platform: TestClient;
let work: string;

const GOOD = { name: '拒绝测试车行', industry: 'car', username: 'refusal_owner', password: 'Refusal@2026', phone: '13100132000' };

/** The registry and every account, as digests: equal digests, nothing changed. */
const state = async (target: TestServer) =>
    (
        await target.owner.query<{ merchants: string; users: string }>(
            `SELECT (SELECT md5(coalesce(string_agg(m::text, ',' ORDER BY m.suid), '')) FROM merchants m) AS merchants,
                    (SELECT md5(coalesce(string_agg(u::text, ',' ORDER BY u.id), '')) FROM users u) AS users`
        )
    ).rows[0];

/** What `npm run merchant -- import` imports with: the owner's handle with its reason. */
const importer = (target: TestServer) => target.db.acrossMerchants('a contract test imports a merchant');

/** The message a call or a server function was refused with (an API error or the server's ProtocolError). */
const refusal = async (call: Promise<unknown>) => {
    try {
        await call;
    } catch (error) {
        return (error as Error).message;
    }
    throw new Error('the call was expected to be refused');
};

/** The call, made once the state before it is read, is refused with `expected` and changes nothing. */
const refused = async (call: () => Promise<unknown>, expected: string | RegExp, target = server) => {
    const before = await state(target);
    const message = await refusal(call());
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
    expect(await state(target)).toEqual(before);
};

beforeAll(async () => {
    server = await startTestServer();
    platform = await loggedIn(server, 'platform');
    work = await scratch();
});
afterAll(async () => {
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
});

describe('creating a merchant refuses', () => {
    it('a name another merchant has, whatever its case', async () => {
        await refused(() => platform.post('platform/merchant/MerchantAdd', { ...GOOD, name: '诚信二手车' }), '商户名称“诚信二手车”已存在');
        const { suid } = await platform.post<{ suid: string }>('platform/merchant/MerchantAdd', { ...GOOD, name: 'Auto Union', username: 'autounion' });
        expect(suid).toMatch(/^1\d{4}$/);
        await refused(() => platform.post('platform/merchant/MerchantAdd', { ...GOOD, name: 'AUTO union' }), '商户名称“AUTO union”已存在');
    });

    it('an owner login account any merchant has', async () => {
        await refused(() => platform.post('platform/merchant/MerchantAdd', { ...GOOD, username: 'admin' }), '登录账号“admin”已存在');
        await refused(() => platform.post('platform/merchant/MerchantAdd', { ...GOOD, username: 'OPERATOR' }), '登录账号“operator”已存在');
        await refused(() => platform.post('platform/merchant/MerchantAdd', { ...GOOD, username: '中文账号' }), '登录账号应为4-20位字母、数字或下划线');
    });

    it('an industry there is none of, and an addon the platform does not offer', async () => {
        await refused(() => platform.post('platform/merchant/MerchantAdd', { ...GOOD, industry: 'bank' }), '所属行业的取值不正确');
        await refused(() => platform.post('platform/merchant/MerchantAdd', { ...GOOD, addons: '["jp","nosuch"]' }), '插件“nosuch”不存在');
        await refused(() => platform.post('platform/merchant/MerchantAdd', { ...GOOD, phone: '2310013200' }), /^手机号格式不正确/);
    });

    it('a password that breaks the password rule', async () => {
        await refused(() => platform.post('platform/merchant/MerchantAdd', { ...GOOD, password: 'Ab1!' }), '登录密码至少需要8位');
        await refused(
            () => platform.post('platform/merchant/MerchantAdd', { ...GOOD, password: 'abcdefghij' }),
            '登录密码须包含大写字母、小写字母、数字、符号中的至少两类'
        );
        await refused(() => platform.post('platform/merchant/MerchantAdd', { ...GOOD, password: 'Refusal_Owner' }), '登录密码不能与登录账号相同');
        await refused(() => platform.post('platform/merchant/MerchantAdd', { ...GOOD, password: 'Password1' }), '登录密码过于常见，容易被猜中，请换一个');
        await refused(() => platform.post('platform/merchant/MerchantAdd', { ...GOOD, password: '' }), '请填写登录密码');
    });

    it('in the caller’s language', async () => {
        const english = await createTestClient(server, { encryption: false, lang: 'en' });
        await english.login('platform', 'Platform@2026');
        await refused(() => english.post('platform/merchant/MerchantAdd', { ...GOOD, name: '诚信二手车' }), 'Merchant name “诚信二手车” already exists');
        await refused(
            () => english.post('platform/merchant/MerchantRemove', { suid: '10002', confirm: '鑫盛二手车' }),
            'Only a suspended merchant can be removed: suspend it first'
        );
    });
});

describe('suspending, resuming and removing refuse', () => {
    it('a merchant that does not exist, and the platform’s own', async () => {
        for (const call of ['MerchantSuspend', 'MerchantResume'])
            await refused(() => platform.post(`platform/merchant/${call}`, { suid: '99999' }), '商户不存在或已被删除');
        await refused(() => platform.post('platform/merchant/MerchantRemove', { suid: '99999', confirm: 'x' }), '商户不存在或已被删除');
        await refused(() => platform.get('platform/merchant/MerchantExport', { suid: '99999' }), '商户不存在或已被删除');
        await refused(() => platform.post('platform/merchant/MerchantSuspend', { suid: '90001' }), '平台管理员所在的商户不能暂停或删除');
        // Its row in the list offers neither (the console's row actions follow `actions`).
        expect((await firstPage(platform, 'platform/merchant/MerchantList', { name: '平台运营中心' })).data[0]).toMatchObject({
            suid: '90001',
            actions: 'platform',
        });
        await refused(() => platform.post('platform/merchant/MerchantResume', { suid: '10002' }), '该商户未暂停，无需恢复');
    });

    it('a removal of a merchant that is not suspended, or without its name typed', async () => {
        await refused(
            () => platform.post('platform/merchant/MerchantRemove', { suid: '10002', confirm: '鑫盛二手车' }),
            '只能删除已暂停的商户，请先暂停该商户'
        );
        await platform.post('platform/merchant/MerchantSuspend', { suid: '10002' });
        await refused(() => platform.post('platform/merchant/MerchantRemove', { suid: '10002' }), '请填写商户名称');
        await refused(() => platform.post('platform/merchant/MerchantRemove', { suid: '10002', confirm: '鑫盛' }), '输入的商户名称与要删除的商户不一致');
        await platform.post('platform/merchant/MerchantResume', { suid: '10002' });
        expect(await (await loggedIn(server, 'dealer2')).get('buyer/user/info')).toMatchObject({ username: 'dealer2' });
    });

    it('every one of these calls from an account that is not the platform administrator', async () => {
        for (const username of ['admin', 'operator', 'bank', 'union', 'dealer2']) {
            const client = await loggedIn(server, username);
            for (const endpoint of merchantEndpoints) {
                const params = { suid: '10002', confirm: '鑫盛二手车', ...GOOD, name: `${username}建的商户` };
                const call = () => (endpoint.method === 'POST' ? client.post(endpoint.path, params) : client.get(endpoint.path, params));
                await refused(call, new RegExp(NO_PERMISSION_TEXT));
            }
        }
        expect((await firstPage(platform, 'platform/merchant/MerchantList', { status: 1 })).count).toBe(6);
    });
});

describe('importing an archive refuses, before anything is written,', () => {
    let target: TestServer;
    let archive: string;
    let suid: string;

    const noRowsOf = async (merchant: string) =>
        expect((await target.owner.query('SELECT 1 FROM merchants WHERE suid = $1 UNION ALL SELECT 1 FROM users WHERE suid = $1', [merchant])).rows).toEqual(
            []
        );

    const importRefused = async (file: string, expected: string | RegExp) => {
        await refused(() => importMerchant(importer(target), target.config, file), expected, target);
        await noRowsOf(suid);
    };

    beforeAll(async () => {
        ({ suid } = await platform.post<{ suid: string }>('platform/merchant/MerchantAdd', {
            ...GOOD,
            name: '档案测试车行',
            username: 'archive_owner',
            addons: '["jp"]',
        }));
        const owner = await createTestClient(server, { encryption: false });
        await owner.login('archive_owner', GOOD.password);
        await owner.post('seller/dealer/DealerSave', {
            name: '档案测试车行一号',
            contact: '吴凡',
            phone: '13912340001',
            province: 310000,
            city: 310115,
            business_scope: ['1'],
        });
        archive = path.join(work, 'archive.tar.gz');
        await downloadArchive(platform, suid, archive);
        target = await startTestServer();
    });
    afterAll(() => target?.close());

    it('an archive of another schema version', async () => {
        const other = path.join(work, 'other-version.tar.gz');
        await repackArchive(archive, other, async dir => {
            const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
            await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, schema_version: '0000000000000000' }));
        });
        await importRefused(other, /^商户档案的数据结构版本（0000000000000000）与本系统（[0-9a-f]{16}）不一致，不能导入$/);
    });

    it('a damaged archive: cut short, not an archive, a row changed, a row of another merchant, the manifest gone', async () => {
        const bytes = await readFile(archive);
        const cut = path.join(work, 'cut.tar.gz');
        await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
        await importRefused(cut, '商户档案已损坏，无法读取（应为本系统导出的 .tar.gz 文件）');
        const text = path.join(work, 'text.tar.gz');
        await writeFile(text, 'this is not an archive');
        await importRefused(text, '商户档案已损坏，无法读取（应为本系统导出的 .tar.gz 文件）');

        const changed = path.join(work, 'changed.tar.gz');
        await repackArchive(archive, changed, async dir => {
            const file = path.join(dir, 'tables', 'dealers.jsonl');
            await writeFile(file, (await readFile(file, 'utf8')).replace('档案测试车行一号', '档案测试车行二号'));
        });
        await importRefused(changed, '商户档案已损坏：tables/dealers.jsonl');

        const foreign = path.join(work, 'foreign.tar.gz');
        await repackArchive(archive, foreign, async dir => {
            const file = path.join(dir, 'tables', 'agreements.jsonl');
            await writeFile(file, (await readFile(file, 'utf8')).replace(`"suid":"${suid}"`, '"suid":"10001"'));
        });
        await importRefused(foreign, '商户档案已损坏：tables/agreements.jsonl:1');

        const bare = path.join(work, 'bare.tar.gz');
        await repackArchive(archive, bare, async dir => rm(path.join(dir, 'manifest.json')));
        await importRefused(bare, '商户档案缺少清单或清单格式不正确，无法导入');
    });

    it('a merchant, a name or a record this deployment already has; the intact archive then imports', async () => {
        await refused(() => importMerchant(importer(server), server.config, archive), `商户编号“${suid}”已存在，不能导入`);
        const renamed = path.join(work, 'renamed.tar.gz');
        await repackArchive(archive, renamed, async dir => {
            const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
            await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, merchant: { ...manifest.merchant, name: '诚信二手车' } }));
        });
        await importRefused(renamed, '商户名称“诚信二手车”已存在');
        // The target's own accounts take the archive's owner login first.
        const taken = target.db.forMerchant({ suid: '10001', platform: false });
        await taken.query(`UPDATE users SET username = 'archive_owner' WHERE username = 'operator'`);
        await importRefused(archive, '商户档案中的数据与本系统已有的数据冲突：users (username)');
        await taken.query(`UPDATE users SET username = 'operator' WHERE username = 'archive_owner'`);

        expect(await importMerchant(importer(target), target.config, archive)).toMatchObject({ suid });
        const owner = await createTestClient(target, { encryption: false });
        await owner.login('archive_owner', GOOD.password);
        expect((await firstPage(owner, 'seller/dealer/DealerList')).data.map(row => row.name)).toEqual(['档案测试车行一号']);
    });
});

describe('a large merchant’s removal', () => {
    it('answers at once and goes on in the background, its progress in the list, until nothing of it is left', async () => {
        const { suid } = await platform.post<{ suid: string }>('platform/merchant/MerchantAdd', {
            ...GOOD,
            name: '后台删除车行',
            username: 'background_owner',
        });
        await platform.post('platform/merchant/MerchantSuspend', { suid });
        let done: Promise<void> | undefined;
        const removal = await removeMerchant(
            server.db.forMerchant(PLATFORM_MERCHANTS),
            server.config,
            suid,
            '后台删除车行',
            {},
            { backgroundAbove: 0, onBackground: running => (done = running) }
        );
        expect(removal).toEqual({ suid, removed: false, rows: 6 });
        const listed = (await firstPage(platform, 'platform/merchant/MerchantList', { name: '后台删除车行' })).data;
        // Either still going (删除中, with its progress) or already gone: never half of a row.
        if (listed.length) expect(listed[0]).toMatchObject({ status: 2, removal: expect.stringMatching(/^\d+ \/ 6$/) });
        await done;
        expect((await firstPage(platform, 'platform/merchant/MerchantList', { name: '后台删除车行' })).count).toBe(0);
        expect((await server.owner.query('SELECT 1 FROM users WHERE suid = $1 UNION ALL SELECT 1 FROM agreements WHERE suid = $1', [suid])).rows).toEqual([]);
    });

    it('refuses to resume a merchant being removed, and resumes a removal that stopped', async () => {
        const { suid } = await platform.post<{ suid: string }>('platform/merchant/MerchantAdd', { ...GOOD, name: '中断删除车行', username: 'stopped_owner' });
        // A removal whose server died half-way: marked removing, its heartbeat long gone, some rows deleted.
        await server.owner.query(`UPDATE merchants SET status = 2, removal_rows = 6, removal_done = 5, removal_heartbeat = 1 WHERE suid = $1`, [suid]);
        await server.db.forMerchant({ suid, platform: false }).query('DELETE FROM agreements');
        await refused(() => platform.post('platform/merchant/MerchantResume', { suid }), '该商户正在删除中');
        await refused(() => platform.post('platform/merchant/MerchantSuspend', { suid }), '该商户正在删除中');
        expect(await platform.post('platform/merchant/MerchantRemove', { suid, confirm: '中断删除车行' })).toMatchObject({ suid, removed: true });
        expect((await server.owner.query('SELECT 1 FROM users WHERE suid = $1 UNION ALL SELECT 1 FROM merchants WHERE suid = $1', [suid])).rows).toEqual([]);
    });
});
