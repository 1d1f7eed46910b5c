import { describe, expect, it } from 'vitest';
import { failure, firstPage } from './domainTestKit';
import { signedInServer } from '../support/signedInServer';

const { server, admin } = signedInServer(['admin'], { encryption: false });

describe('deposit refunds', () => {
    it('approves a pending refund once and takes it off the deposit', async () => {
        const pending = (await firstPage(admin, 'seller/bzj/RefundApproveList', { status: 0, limit: 50 })).data.find(
            r => (r.amount as number) <= (r.deposit as number)
        )!;
        const id = pending.id as number;
        expect((await failure(admin.post('seller/bzj/RefundAudit', { id, status: 5 }))).message).toBe('审核结果的取值不正确');
        expect((await failure(admin.post('seller/bzj/RefundAudit', { id, status: 2 }))).message).toBe('驳回时请填写审核备注');
        await admin.post('seller/bzj/RefundAudit', { id, status: 1, audit_remark: '同意' });
        expect((await failure(admin.post('seller/bzj/RefundAudit', { id, status: 1 }))).message).toBe('该退款申请已审核，不能重复审核');
        const info = await admin.get<Record<string, unknown>>('seller/bzj/RefundInfo', { id });
        expect(info.status).toBe(1);
        // getOne answers amounts in cents, as the list does.
        expect(info.deposit).toBe((pending.deposit as number) - (pending.amount as number));
        expect(info.amount).toBe(pending.amount);
    });

    it('lists recharges with their total in cents', async () => {
        const page = await firstPage(admin, 'seller/bzj/UserRechargeList', { status: 1 });
        expect(page.data.every(r => r.status === 1 && (r.amount as number) % 100 === 0)).toBe(true);
        expect(Number(page.totalrow?.amount)).toBeGreaterThan(0);
    });
});

describe('adverts', () => {
    it('adds, edits, answers and deletes, checking dates and links', async () => {
        const advert = {
            title: '双十一特价车',
            position: 1,
            image: '/api/v1/public/image/placeholder?kind=banner&text=11',
            link: '/pages/activity/detail?id=99',
            sort: 50,
            is_show: 1,
            start_time: '2026-11-01',
            end_time: '2026-11-11',
        };
        expect((await failure(admin.post('seller/content/AdvertAdd', { ...advert, end_time: '2026-10-01' }))).message).toBe('结束日期不能早于开始日期');
        expect((await failure(admin.post('seller/content/AdvertAdd', { ...advert, link: 'javascript:alert(1)' }))).message).toContain('跳转链接');
        expect((await failure(admin.post('seller/content/AdvertAdd', { ...advert, image: 'not an url' }))).message).toBe('广告图格式不正确');
        expect((await failure(admin.post('seller/content/AdvertAdd', { ...advert, position: 9 }))).message).toBe('广告位的取值不正确');
        const { id } = await admin.post<{ id: number }>('seller/content/AdvertAdd', advert);
        await admin.post('seller/content/AdvertEdit', { id, is_show: 0 });
        expect(await admin.get('seller/content/AdvertInfo', { id })).toMatchObject({ title: advert.title, is_show: 0 });
        await admin.post('seller/content/AdvertDel', { id });
        expect((await failure(admin.post('seller/content/AdvertDel', { id }))).message).toContain('不存在');
    });
});

describe('agreements', () => {
    it('edits the entry agreement the public entry page shows', async () => {
        const row = (await firstPage(admin, 'seller/content/AgreementList', { type: 1 })).data[0];
        await admin.post('seller/content/AgreementEdit', { id: row.id, content: '<p>新的入驻协议</p>', version: 'v4.0' });
        const shown = await admin.get<Record<string, unknown>>('public/supplier/GetEnterAgreement');
        expect(shown).toMatchObject({ content: '<p>新的入驻协议</p>', version: 'v4.0' });
        const { id } = await admin.post<{ id: number }>('seller/content/AgreementAdd', { title: '物流服务协议', type: 2, content: '<p>…</p>', is_show: 1 });
        expect((await failure(admin.post('seller/content/AgreementAdd', { title: '无内容', type: 2, is_show: 1 }))).message).toBe('请填写协议内容');
        await admin.get('seller/content/AgreementDel', { id });
    });
});

describe('plugins', () => {
    it('installs and uninstalls once each, as the public addon list shows', async () => {
        // Rows are keyed by the addon key: the console's row actions send `{[pk]: id}`.
        expect((await admin.get<{ pk: string }>('addons/list')).pk).toBe('key');
        const page = await firstPage(admin, 'addons/list', { installed: 0 });
        const key = page.data[0].key as string;
        await admin.post('addons/install', { key });
        expect((await failure(admin.post('addons/install', { key }))).message).toBe('该插件已安装，无需重复安装');
        const listed = await admin.get<Array<{ key: string; installed: boolean }>>('addons/public/SupplierAddonList');
        expect(listed.find(a => a.key === key)?.installed).toBe(true);
        await admin.post('addons/uninstall', { key });
        expect((await failure(admin.post('addons/uninstall', { key }))).message).toBe('该插件未安装');
        expect((await failure(admin.post('addons/install', { key: 'nope' }))).message).toBe('插件不存在');
        const cates = await admin.get<Array<{ value: number; count: number }>>('addons/CateList');
        expect(cates.reduce((n, c) => n + c.count, 0)).toBe(page.count! + (await firstPage(admin, 'addons/list', { installed: 1 })).count!);
    });
});

describe('placeholder images', () => {
    it('serves the seeded image paths as SVG without a session', async () => {
        const logo = (await firstPage(admin, 'seller/dealer/DealerList')).data[0].logo as string;
        const response = await fetch(`${server.url}${logo}`);
        expect(response.headers.get('content-type')).toContain('image/svg+xml');
        expect(await response.text()).toContain('<svg');
    });
});
