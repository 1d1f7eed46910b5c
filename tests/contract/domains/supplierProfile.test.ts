import { beforeAll, describe, expect, it } from 'vitest';
import { AFTER_SALE, AFTER_SALE_STATUS } from '../../../server/domains/orders/orderOptions';
import { KEFU_FRAME_PATH, kefuHost } from '../../../server/domains/supplier/kefuHost';
import { lookupText } from '../../../server/i18n/catalogue';
import type { TestClient } from '../support/createTestClient';
import { createTestClient } from '../support/createTestClient';
import { failure, firstPage, loggedIn } from './domainTestKit';
import { signedInServer } from '../support/signedInServer';

const { server, admin } = signedInServer(['admin'], { encryption: false });
let anonymous: TestClient;

const UNCHANGED = '数据未发生任何改变，请修改数据后再次提交';

beforeAll(async () => {
    anonymous = await createTestClient(server, { encryption: false });
});

describe('supplier entry (public)', () => {
    const entry = {
        kind: 1,
        company_name: '苏州新诚二手车经纪有限公司',
        contact: '陈晨',
        phone: '13612345678',
        province: 320000,
        city: 320500,
        address: '工业园区星湖街1号',
        license_no: '91320500MA1X2Y3H4K',
        license_image: '/api/v1/public/image/placeholder?kind=license&text=执照',
        business_scope: '1,2',
        agree: 1,
    };

    it('answers its configuration and agreement', async () => {
        const conf = await anonymous.get<{ kinds: unknown[]; regions: unknown[] }>('public/supplier/EnterConf');
        expect(conf.kinds).toHaveLength(2);
        expect((await anonymous.get<{ title: string }>('public/supplier/GetEnterAgreement')).title).toBe('商户入驻协议');
        expect((await anonymous.get<unknown[]>('public/supplier/getSupplierList')).length).toBeGreaterThan(0);
    });

    it('creates a dealer awaiting audit and refuses the same payload again', async () => {
        expect((await failure(anonymous.post('public/supplier/Enter', { ...entry, agree: 0 }))).message).toBe('请阅读并同意商户入驻协议');
        expect((await failure(anonymous.post('public/supplier/Enter', { ...entry, phone: '1361234567' }))).message).toContain('手机号');
        expect((await failure(anonymous.post('public/supplier/Enter', { ...entry, license_no: '123' }))).message).toContain('统一社会信用代码');
        const reply = await anonymous.post<{ dealer_id: number }>('public/supplier/Enter', entry);
        expect((await failure(anonymous.post('public/supplier/Enter', entry))).message).toBe(UNCHANGED);
        expect((await failure(anonymous.post('public/supplier/Enter', { ...entry, address: '工业园区星湖街2号' }))).message).toContain('正在审核中');
        expect(await admin.get('seller/dealer/DealerInfo', { id: reply.dealer_id })).toMatchObject({ name: entry.company_name, audit_status: 0 });
    });
});

describe('certification', () => {
    const apply = { cert_type: 1, real_name: '张三', id_card: '11010519491231002X', id_card_front: '/a.png', id_card_back: '/b.png' };

    it('applies, refuses a repeated payload, pays once and reports its state', async () => {
        expect(await admin.get('seller/supplier/CertInfo')).toMatchObject({ status: -1 });
        expect((await failure(admin.post('seller/supplier/CertPay', { pay_type: 1 }))).message).toBe('请先提交认证申请');
        expect((await failure(admin.post('seller/supplier/CertApply', { ...apply, id_card: '110105194912310021' }))).message).toBe('身份证号不正确');
        expect((await failure(admin.post('seller/supplier/CertApply', { ...apply, cert_type: 2 }))).message).toContain('企业认证');
        expect(await admin.post('seller/supplier/CertApply', apply)).toMatchObject({ status: 0, fee: 9900 });
        expect((await failure(admin.post('seller/supplier/CertApply', apply))).message).toBe(UNCHANGED);
        expect((await failure(admin.post('seller/supplier/CertPay', { pay_type: 9 }))).message).toBe('支付方式的取值不正确');
        await admin.post('seller/supplier/CertPay', { pay_type: 2 });
        expect((await failure(admin.post('seller/supplier/CertPay', { pay_type: 2 }))).message).toBe('认证费用已支付，请勿重复支付');
        expect(await admin.get('seller/supplier/CertInfo')).toMatchObject({ status: 1, status_text: '待审核', real_name: '张三' });
        expect((await failure(admin.post('seller/supplier/CertApply', { ...apply, real_name: '李四' }))).message).toBe('认证申请审核中，请勿重复提交');
    });
});

describe('WeChat binding (demo)', () => {
    it('binds through a demo code, records it, and unbinds', async () => {
        const auth = await anonymous.get<{ auth_url: string }>('addons/social/public/GetSocialAuthData');
        const code = new URL(auth.auth_url, server.url).searchParams.get('code')!;
        expect(await anonymous.get('addons/social/public/GetSocialAndBindByCode', { code })).toMatchObject({ is_bind: 0 });
        await admin.post('seller/supplier/WxBind', { code });
        expect((await failure(admin.post('seller/supplier/WxBind', { code }))).message).toBe('当前账号已绑定微信，请先解绑');
        expect(await anonymous.get('addons/social/public/GetSocialAndBindByCode', { code })).toMatchObject({ is_bind: 1, username: 'admin' });
        expect(await admin.get('seller/supplier/Info')).toMatchObject({ is_bind_wx: 1 });
        const operator = await loggedIn(server, 'operator');
        expect((await failure(operator.post('seller/supplier/WxBind', { code }))).message).toBe('该微信已绑定其他账号');
        await admin.post('seller/supplier/WxUnbind', {});
        expect((await failure(admin.post('seller/supplier/WxUnbind', {}))).message).toBe('当前账号未绑定微信');
        expect((await failure(anonymous.get('addons/social/public/GetSocialAndBindByCode', { code: '<script>' }))).message).toBe('授权码格式不正确');
    });
});

describe('own profile, password and shop', () => {
    it('edits the profile, refusing a bad phone', async () => {
        expect((await failure(admin.post('buyer/user/userEdit', { nickname: '诚信车行', phone: '110' }))).message).toContain('手机号');
        expect(await admin.post('buyer/user/userEdit', { nickname: '诚信车行', phone: '13800138001', introduction: '专注准新车' })).toMatchObject({
            nickname: '诚信车行',
            phone: '13800138001',
        });
        expect(await admin.get('buyer/user/info')).toMatchObject({ nickname: '诚信车行' });
    });

    it('changes the password with RSA fields, checking the old one', async () => {
        const operator = await loggedIn(server, 'operator');
        const encrypt = operator.encrypt;
        expect(
            (await failure(operator.post('seller/supplier/PasswordEdit', { old_password: 'garbage', new_password: encrypt('New@2026x') }))).message
        ).toContain('解密失败');
        expect(
            (await failure(operator.post('seller/supplier/PasswordEdit', { old_password: encrypt('wrong1'), new_password: encrypt('New@2026x') }))).message
        ).toBe('原密码不正确');
        // The one password rule (protocol/passwordRule.ts), each problem in its own words.
        const refusals: Array<[string, string]> = [
            ['Short1!', '新密码至少需要8位'],
            [`Aa1${'x'.repeat(62)}`, '新密码不能超过64位'],
            ['abcdefghij', '新密码须包含大写字母、小写字母、数字、符号中的至少两类'],
            ['Operator', '新密码不能与登录账号相同'],
            ['Password1', '新密码过于常见，容易被猜中，请换一个'],
            ['qwerty123', '新密码过于常见，容易被猜中，请换一个'],
        ];
        for (const [password, message] of refusals) {
            expect(
                (await failure(operator.post('seller/supplier/PasswordEdit', { old_password: encrypt('Operator@2026'), new_password: encrypt(password) })))
                    .message
            ).toBe(message);
        }
        await operator.post('seller/supplier/PasswordEdit', { old_password: encrypt('Operator@2026'), new_password: encrypt('New@2026x') });
        const again = await createTestClient(server, { encryption: false });
        await again.login('operator', 'New@2026x');
        await again.post('seller/supplier/PasswordEdit', { old_password: again.encrypt('New@2026x'), new_password: again.encrypt('Operator@2026') });
    });

    it('answers and saves the shop info', async () => {
        const shop = await admin.get<Record<string, unknown>>('seller/supplier/Info');
        expect(Object.keys(shop).sort()).toEqual(['bind_wx_time', 'is_bind_wx', 'last_login_time', 'logo', 'store_domain', 'username']);
        await admin.post('seller/supplier/InfoSave', { username: '诚信二手车旗舰店', logo: '/logo.png' });
        expect(await admin.get('seller/supplier/Info')).toMatchObject({ username: '诚信二手车旗舰店', logo: '/logo.png' });
    });

    it('names its own chat frame in GetKefuConfig, and serves that frame', async () => {
        expect(await anonymous.get('addons/kefu/public/GetKefuConfig')).toEqual({ appid: 'mc-kefu-demo', host: KEFU_FRAME_PATH });
        const frame = await fetch(`${server.url}${KEFU_FRAME_PATH}?appid=mc-kefu-demo&username=${encodeURIComponent('<b>张三</b>')}`);
        expect(frame.status).toBe(200);
        expect(frame.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await frame.text();
        // It talks the widget's protocol (docs/console.md §2) and never writes the query into the page.
        expect(html).toContain("parent.postMessage({ type: 'kefu', action: action }, '*')");
        expect(html).not.toContain('<b>张三</b>');
        expect(kefuHost({ MC_KEFU_HOST: 'off' })).toBe('');
        expect(kefuHost({ MC_KEFU_HOST: 'https://kefu.example/c' })).toBe('https://kefu.example/c');
        expect(kefuHost({})).toBe(KEFU_FRAME_PATH);
    });

    it("speaks the console's language (lang), in zh-cn without one", async () => {
        const frame = async (query: string) => (await fetch(`${server.url}${KEFU_FRAME_PATH}?appid=mc-kefu-demo${query}`)).text();
        const launcher = (html: string) => /<button id="launcher"[^>]*>([^<]*)</.exec(html)?.[1];
        const zh = await frame('');
        expect(launcher(zh)).toBe('客服');
        expect(zh).toContain('<html lang="zh-CN">');
        for (const lang of ['en', 'es', 'ja'] as const) {
            const html = await frame(`&lang=${lang}`);
            expect(launcher(html)).toBe(lookupText('客服', lang));
            expect(html).toContain(`data-greeting="${lookupText('您好，{name}，请问有什么可以帮您？', lang)}"`);
            // What the page shows, its inline script aside: no Chinese in en and es.
            if (lang !== 'ja') expect(html.replace(/<script>[\s\S]*<\/script>/, '')).not.toMatch(/\p{Script=Han}/u);
        }
        // The script is the same in every language: its hash is the policy's.
        expect((await frame('&lang=en')).match(/<script>[\s\S]*<\/script>/)?.[0]).toBe(zh.match(/<script>[\s\S]*<\/script>/)?.[0]);
    });
});

describe('quick menus', () => {
    const item = (n: number) => ({ path: `/cars/page${n}`, full_path: `/cars/page${n}?tab=1`, name: `Page${n}`, title: `页面${n}` });

    it('adds, refuses duplicates, the home page and a 17th entry, and deletes', async () => {
        await admin.post('seller/quickmenu/QuickMenuAdd', item(1));
        expect((await failure(admin.post('seller/quickmenu/QuickMenuAdd', item(1)))).message).toBe('请勿重复添加');
        expect((await failure(admin.post('seller/quickmenu/QuickMenuAdd', { ...item(0), path: '/dashboard' }))).message).toBe('首页不能添加为快捷菜单');
        const sixteen = Array.from({ length: 16 }, (_, i) => item(i + 1));
        await admin.post('seller/quickmenu/QuickMenuAdds', { menu_data: JSON.stringify(sixteen) });
        expect((await failure(admin.post('seller/quickmenu/QuickMenuAdds', { menu_data: JSON.stringify(sixteen) }))).message).toBe(UNCHANGED);
        expect((await failure(admin.post('seller/quickmenu/QuickMenuAdd', item(17)))).message).toBe('最多可添加16个快捷菜单哦');
        expect((await failure(admin.post('seller/quickmenu/QuickMenuAdds', { menu_data: JSON.stringify([...sixteen, item(17)]) }))).message).toBe(
            '最多可添加16个快捷菜单哦'
        );
        expect((await failure(admin.post('seller/quickmenu/QuickMenuAdds', { menu_data: JSON.stringify([item(1), item(1)]) }))).message).toBe('请勿重复添加');
        expect((await failure(admin.post('seller/quickmenu/QuickMenuAdds', { menu_data: '{oops' }))).message).toBe('menu_data格式不正确');
        await admin.post('seller/quickmenu/QuickMenuDel', { path: '/cars/page16' });
        const list = await admin.get<Array<{ path: string; full_path: string; title: string }>>('seller/quickmenu/QuickMenuList');
        expect(list).toHaveLength(15);
        expect(list[0]).toEqual(item(1));
        expect((await failure(admin.post('seller/quickmenu/QuickMenuDel', { path: '/cars/page16' }))).message).toBe('该快捷菜单不存在');
    });

    it('keeps a restricted operator to the pages it may open', async () => {
        const operator = await loggedIn(server, 'operator');
        await operator.post('seller/quickmenu/QuickMenuAdd', { path: '/dealer/fwjl', title: '拜访记录' });
        expect((await failure(operator.post('seller/quickmenu/QuickMenuAdd', item(1)))).message).toContain('不能添加为快捷菜单');
    });
});

describe('menu badges', () => {
    it('counts orders and after-sale requests', async () => {
        const all = await admin.get<Record<string, number>>('seller/order/OrderCount');
        expect(Object.keys(all).sort()).toEqual(['becounsumed', 'bepaid', 'pay', 'send', 'submit']);
        const express = await admin.get<Record<string, number>>('seller/order/OrderCount', { freight_mode: 1 });
        expect(express.bepaid).toBe(0);
        // submit counts every order the filters select (the order list's tabs).
        expect(express.submit).toBeLessThan(all.submit);
        expect(express.pay).toBe(all.pay);
        expect((await failure(admin.get('seller/order/OrderCount', { freight_mode: 7 }))).message).toBe('配送方式的取值不正确');
        const refunds = await admin.get<Record<string, number>>('seller/refund/RefundCount');
        expect(refunds.return).toBe(refunds.returns);
        // Both kinds are pending in the seed; closing one refund-only request takes exactly one
        // off `refund` and leaves `return` alone.
        expect(refunds.refund).toBeGreaterThan(0);
        expect(refunds.return).toBeGreaterThan(0);
        const { rows } = await server.owner.query<{ id: number }>('SELECT id FROM shop_after_sales WHERE status = $1 AND type = $2 ORDER BY id LIMIT 1', [
            AFTER_SALE_STATUS.pending,
            AFTER_SALE.refund,
        ]);
        await server.owner.query('UPDATE shop_after_sales SET status = $2 WHERE id = $1', [rows[0].id, AFTER_SALE_STATUS.rejected]);
        try {
            expect(await admin.get('seller/refund/RefundCount')).toEqual({ refund: refunds.refund - 1, return: refunds.return, returns: refunds.return });
        } finally {
            await server.owner.query('UPDATE shop_after_sales SET status = $2 WHERE id = $1', [rows[0].id, AFTER_SALE_STATUS.pending]);
        }
    });
});

describe('offlinepay staff', () => {
    it('adds, edits, answers and deletes staff as the bank account', async () => {
        const bank = await loggedIn(server, 'bank');
        const staff = { name: '刘洋', job_no: 'NS9001', phone: '13512340000', branch: '城东支行', position: 1, entry_date: '2024-03-01' };
        expect((await failure(bank.post('addons/ngp/seller/StaffAdd', { ...staff, phone: '135' }))).message).toContain('手机号');
        expect((await failure(bank.post('addons/ngp/seller/StaffAdd', { ...staff, branch: '火星支行' }))).message).toBe('所属网点的取值不正确');
        const { id } = await bank.post<{ id: number }>('addons/ngp/seller/StaffAdd', staff);
        expect((await failure(bank.post('addons/ngp/seller/StaffAdd', staff))).message).toContain('已存在');
        await bank.post('addons/ngp/seller/StaffEdit', { id, position: 3 });
        expect(await bank.get('addons/ngp/seller/StaffInfo', { id })).toMatchObject({ name: '刘洋', position: 3, balance: 0 });
        await bank.post('addons/ngp/seller/StaffDel', { id });
        const rich = (await firstPage(bank, 'addons/ngp/seller/StaffList', { sort: 'balance', order: false })).data[0];
        expect((await failure(bank.post('addons/ngp/seller/StaffDel', { id: rich.id }))).message).toBe('该员工账户仍有余额，不能删除');
        expect((await failure(admin.get('addons/ngp/seller/StaffInfo', { id: rich.id }))).message).toContain('没有此操作权限');
    });
});
