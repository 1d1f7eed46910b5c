import { describe, expect, it } from 'vitest';
import { domains } from '../../../server/domains';
import { catalogue } from '../../../src/app/catalogue';
import { failure, firstPage, loggedIn } from './domainTestKit';
import { signedInServer } from '../support/signedInServer';

const { server, admin } = signedInServer(['admin'], { encryption: false });

type Row = Record<string, unknown>;

/** The first order of a list page with these filters. */
const anOrder = async (filter: Row): Promise<Row> => {
    const page = await firstPage(admin, 'seller/order/OrderList', { limit: 50, ...filter });
    expect(page.data.length, JSON.stringify(filter)).toBeGreaterThan(0);
    return page.data[0];
};

const counts = () => admin.get<Record<string, number>>('seller/order/OrderCount');

const operatorLog = async (content: string, client = admin) =>
    (await firstPage(client, 'seller/log/OperatorLogList', { limit: 50 })).data.some(line => String(line.content).includes(content));

describe('seeded orders and after-sales', () => {
    it('give every order state, freight mode and after-sale state some rows, in cents', async () => {
        for (const status of [0, 1, 2, 3, 4])
            expect((await firstPage(admin, 'seller/order/OrderList', { status, freight_mode: 1 })).count, `express ${status}`).toBeGreaterThan(0);
        for (const status of [0, 1, 3, 4])
            expect((await firstPage(admin, 'seller/order/OrderList', { status, freight_mode: 2 })).count, `store ${status}`).toBeGreaterThan(0);
        for (const status of [0, 2, 4]) expect((await firstPage(admin, 'seller/refund/RefundList', { status })).count, `refund ${status}`).toBeGreaterThan(0);
        for (const status of [0, 1, 2, 3, 4])
            expect((await firstPage(admin, 'seller/refund/ReturnList', { status })).count, `return ${status}`).toBeGreaterThan(0);
        const order = await anOrder({ freight_mode: 1, status: 3 });
        const info = await admin.get<Row & { items: Row[]; traces: Row[] }>('seller/order/OrderInfo', { id: order.id });
        expect(info.items.length).toBeGreaterThan(0);
        const itemsTotal = info.items.reduce((sum, item) => sum + (item.price as number) * (item.quantity as number), 0);
        expect(info.goods_amount).toBe(itemsTotal);
        expect(info.amount).toBe(itemsTotal + (info.freight_amount as number));
        expect(info.traces.map(t => t.content)).toContain('买家下单');
        expect(info).not.toHaveProperty('verify_code');
        expect(info.buyer_phone).toMatch(/^1\d{10}$/);
    });

    it('counts each badge as the lists do', async () => {
        const all = await counts();
        expect(all.pay).toBe((await firstPage(admin, 'seller/order/OrderList', { status: 0, freight_mode: 1 })).count);
        expect(all.send).toBe((await firstPage(admin, 'seller/order/OrderList', { status: 1, freight_mode: 1 })).count);
        expect(all.bepaid).toBe((await firstPage(admin, 'seller/order/OrderList', { status: 0, freight_mode: 2 })).count);
        expect(all.becounsumed).toBe((await firstPage(admin, 'seller/order/OrderList', { status: 1, freight_mode: 2 })).count);
        expect(all.submit).toBe((await firstPage(admin, 'seller/order/OrderList')).count);
        expect((await admin.get<Row>('seller/order/OrderCount', { freight_mode: 1, order_status: 2 })).submit).toBe(
            (await firstPage(admin, 'seller/order/OrderList', { status: 2, freight_mode: 1 })).count
        );
        const refunds = await admin.get<Record<string, number>>('seller/refund/RefundCount');
        expect(refunds.refund).toBe((await firstPage(admin, 'seller/refund/RefundList', { status: 0 })).count);
        let openReturns = 0;
        for (const status of [0, 1, 3]) openReturns += (await firstPage(admin, 'seller/refund/ReturnList', { status })).count!;
        expect(refunds.return).toBe(openReturns);
        expect(refunds.returns).toBe(openReturns);
    });
});

describe('order transitions', () => {
    it('ships a paid express order once, and refuses every other state', async () => {
        const order = await anOrder({ freight_mode: 1, status: 1 });
        const before = await counts();
        const ship = (id: unknown, extra: Row = {}) => admin.post('seller/order/OrderDelivery', { id, carrier: 'SF', waybill_no: 'SF1234567890', ...extra });
        expect((await failure(ship(order.id, { carrier: 'XX' }))).message).toBe('物流公司的取值不正确');
        expect((await failure(ship(order.id, { waybill_no: '' }))).message).toBe('请填写运单号');
        expect((await failure(ship(order.id, { waybill_no: '单号<script>' }))).message).toContain('运单号格式不正确');
        await ship(order.id);
        expect((await failure(ship(order.id))).message).toBe('该订单已发货，不能重复发货');
        const info = await admin.get<Row & { traces: Row[] }>('seller/order/OrderInfo', { id: order.id });
        expect(info).toMatchObject({ status: 2, carrier: 'SF', waybill_no: 'SF1234567890' });
        expect(info.traces.at(-1)!.content).toBe('商家已发货，顺丰速运 运单号 SF1234567890');
        const after = await counts();
        expect(after.send).toBe(before.send - 1);
        expect(await operatorLog(`订单${order.order_sn}发货`)).toBe(true);

        expect((await failure(ship((await anOrder({ freight_mode: 1, status: 0 })).id))).message).toBe('该订单未付款，不能发货');
        expect((await failure(ship((await anOrder({ freight_mode: 1, status: 4 })).id))).message).toMatch(/该订单(已关闭|未付款)，不能发货/);
        expect((await failure(ship((await anOrder({ freight_mode: 1, status: 3 })).id))).message).toBe('该订单已发货，不能重复发货');
        expect((await failure(ship((await anOrder({ freight_mode: 2, status: 1 })).id))).message).toBe('到店订单无需发货，请使用核销');
        expect((await failure(ship(999999))).message).toBe('订单不存在或已被删除');
    });

    it('lets one of two simultaneous ships of one order win; the other is told it is shipped', async () => {
        const order = await anOrder({ freight_mode: 1, status: 1 });
        const other = await loggedIn(server, 'admin');
        const results = await Promise.allSettled([
            admin.post('seller/order/OrderDelivery', { id: order.id, carrier: 'ZTO', waybill_no: 'ZTO000000001' }),
            other.post('seller/order/OrderDelivery', { id: order.id, carrier: 'YTO', waybill_no: 'YTO000000002' }),
        ]);
        expect(results.filter(r => r.status === 'fulfilled')).toHaveLength(1);
        const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
        expect(refused.reason.message).toBe('该订单已发货，不能重复发货');
        const info = await admin.get<Row & { traces: Row[] }>('seller/order/OrderInfo', { id: order.id });
        expect(info.traces.filter(t => String(t.content).startsWith('商家已发货'))).toHaveLength(1);
        const shippedLog = (await firstPage(admin, 'seller/log/OperatorLogList', { limit: 50 })).data.filter(line =>
            String(line.content).includes(`订单${order.order_sn}发货`)
        );
        expect(shippedLog).toHaveLength(1);
    });

    it('closes only an unpaid order, with a reason', async () => {
        const unpaid = await anOrder({ freight_mode: 1, status: 0 });
        expect((await failure(admin.post('seller/order/OrderClose', { id: unpaid.id }))).message).toBe('请填写关闭原因');
        const before = await counts();
        await admin.post('seller/order/OrderClose', { id: unpaid.id, close_reason: '买家要求取消' });
        expect((await counts()).pay).toBe(before.pay - 1);
        expect((await failure(admin.post('seller/order/OrderClose', { id: unpaid.id, close_reason: '再次' }))).message).toBe('该订单已关闭，不能重复关闭');
        const paid = await anOrder({ freight_mode: 1, status: 1 });
        expect((await failure(admin.post('seller/order/OrderClose', { id: paid.id, close_reason: 'x' }))).message).toBe('只能关闭待付款的订单');
        expect(await operatorLog(`关闭订单${unpaid.order_sn}（买家要求取消）`)).toBe(true);
    });

    it('keeps a seller remark in any state', async () => {
        const order = await anOrder({ status: 3 });
        await admin.post('seller/order/OrderRemark', { id: order.id, seller_remark: '老客户，赠送香薰' });
        expect((await admin.get<Row>('seller/order/OrderInfo', { id: order.id })).seller_remark).toBe('老客户，赠送香薰');
        expect((await failure(admin.post('seller/order/OrderRemark', { id: order.id, seller_remark: '长'.repeat(201) }))).message).toBe(
            '商家备注不能超过200个字'
        );
    });

    it('verifies a paid store order by its code, once', async () => {
        const order = await anOrder({ freight_mode: 2, status: 1 });
        const { rows } = await server.owner.query<{ verify_code: string }>('SELECT verify_code FROM shop_orders WHERE id = $1', [order.id]);
        const code = rows[0].verify_code;
        expect((await failure(admin.post('seller/order/OrderVerify', { id: order.id, verify_code: '00000000' }))).message).toBe('核销码不正确');
        const before = await counts();
        await admin.post('seller/order/OrderVerify', { id: order.id, verify_code: code });
        expect((await counts()).becounsumed).toBe(before.becounsumed - 1);
        expect((await failure(admin.post('seller/order/OrderVerify', { id: order.id, verify_code: code }))).message).toBe('该订单已核销，不能重复核销');
        expect(
            (await failure(admin.post('seller/order/OrderVerify', { id: (await anOrder({ freight_mode: 2, status: 0 })).id, verify_code: code }))).message
        ).toBe('该订单未付款，不能核销');
        expect(
            (await failure(admin.post('seller/order/OrderVerify', { id: (await anOrder({ freight_mode: 1, status: 1 })).id, verify_code: code }))).message
        ).toBe('只有到店订单可以核销');
    });
});

describe('after-sale transitions', () => {
    it('audits a refund once: approval refunds, rejection needs a remark', async () => {
        const [first, second] = (await firstPage(admin, 'seller/refund/RefundList', { status: 0 })).data;
        const before = await admin.get<Record<string, number>>('seller/refund/RefundCount');
        expect((await failure(admin.post('seller/refund/RefundAudit', { id: first.id, status: 2 }))).message).toBe('驳回时请填写审核备注');
        expect((await failure(admin.post('seller/refund/RefundAudit', { id: first.id, status: 3 }))).message).toBe('审核结果的取值不正确');
        await admin.post('seller/refund/RefundAudit', { id: first.id, status: 1 });
        expect((await failure(admin.post('seller/refund/RefundAudit', { id: first.id, status: 1 }))).message).toBe('该售后申请已审核，不能重复审核');
        expect((await firstPage(admin, 'seller/refund/RefundList', { order_sn: first.order_sn })).data.find(r => r.id === first.id)!.status).toBe(4);
        if (second) await admin.post('seller/refund/RefundAudit', { id: second.id, status: 2, audit_remark: '已超过售后期' });
        expect((await admin.get<Record<string, number>>('seller/refund/RefundCount')).refund).toBe(before.refund - (second ? 2 : 1));
        // A return is not a refund-only request: the refund audit does not find it.
        const aReturn = (await firstPage(admin, 'seller/refund/ReturnList', { status: 0 })).data[0];
        expect((await failure(admin.post('seller/refund/RefundAudit', { id: aReturn.id, status: 1 }))).message).toBe('仅退款不存在或已被删除');
    });

    it('takes a return through approve → received → refunded, each step only in its state', async () => {
        const request = (await firstPage(admin, 'seller/refund/ReturnList', { status: 0 })).data[0];
        const id = request.id;
        expect((await failure(admin.post('seller/refund/ReturnReceive', { id }))).message).toBe('该退货申请尚未审核通过，不能确认收货');
        expect((await failure(admin.post('seller/refund/ReturnRefund', { id }))).message).toBe('请先确认收到退货，再退款');
        await admin.post('seller/refund/ReturnAudit', { id, status: 1, audit_remark: '同意退货' });
        expect((await failure(admin.post('seller/refund/ReturnAudit', { id, status: 1 }))).message).toBe('该售后申请已审核，不能重复审核');
        expect((await failure(admin.post('seller/refund/ReturnRefund', { id }))).message).toBe('请先确认收到退货，再退款');
        await admin.post('seller/refund/ReturnReceive', { id });
        expect((await failure(admin.post('seller/refund/ReturnReceive', { id }))).message).toBe('该退货申请不在待退货状态，不能确认收货');
        const open = (await admin.get<Record<string, number>>('seller/refund/RefundCount')).return;
        await admin.post('seller/refund/ReturnRefund', { id });
        expect((await admin.get<Record<string, number>>('seller/refund/RefundCount')).return).toBe(open - 1);
        expect((await failure(admin.post('seller/refund/ReturnRefund', { id }))).message).toBe('该退货申请已退款，不能重复退款');
        const rejected = (await firstPage(admin, 'seller/refund/ReturnList', { status: 2 })).data[0];
        expect((await failure(admin.post('seller/refund/ReturnReceive', { id: rejected.id }))).message).toBe('该退货申请不在待退货状态，不能确认收货');
        expect(await operatorLog('退货退款')).toBe(true);
    });
});

describe('supply goods, payment wallet and marketing plugins', () => {
    it('lists supply goods in cents', async () => {
        const page = await firstPage(admin, 'seller/goods/SupplyGoodsList');
        expect(page.count).toBeGreaterThan(0);
        expect(page.data.every(r => Number.isInteger(r.supply_price) && (r.retail_price as number) > (r.supply_price as number))).toBe(true);
    });

    it('edits a wallet channel as the union account only, amounts in cents', async () => {
        const union = await loggedIn(server, 'union');
        expect((await failure(admin.post('seller/wallet/WalletSetSave', { code: 'wxpay', fee_rate: 3 }))).message).toBeTruthy();
        await union.post('seller/wallet/WalletSetSave', { code: 'wxpay', fee_rate: 3, min_withdraw: 20000, settle_days: 7, status: 1 });
        const list = await union.get<Row[]>('seller/wallet/WalletSetList');
        expect(list.find(c => c.code === 'wxpay')).toMatchObject({ fee_rate: 3, min_withdraw: 20000, settle_days: 7, status: 1 });
        expect((await failure(union.post('seller/wallet/WalletSetSave', { code: 'wxpay', min_withdraw: '100.5' }))).message).toBe(
            '最低提现金额格式不正确，金额应为以分为单位的整数'
        );
        expect((await failure(union.post('seller/wallet/WalletSetSave', { code: 'wxpay', fee_rate: 101 }))).message).toBe('手续费率(‰)不能大于100');
        expect((await failure(union.post('seller/wallet/WalletSetSave', { code: 'nope' }))).message).toBe('支付渠道不存在');
        expect(await operatorLog('编辑微信支付：启用，费率3‰，最低提现200.00元，结算周期7天', union)).toBe(true);
    });

    it('serves a marketing plugin only while installed: add, edit, enable, disable', async () => {
        const activity = {
            title: '春节抽奖',
            goods_name: '全车精洗券',
            activity_price: 990,
            stock: 100,
            limit_num: 3,
            start_time: '2027-02-01',
            end_time: '2027-02-10',
        };
        expect((await failure(admin.post('addons/lottery/seller/LotteryAdd', activity))).message).toBe('插件「幸运抽奖」未安装，请先在插件管理中安装');
        await admin.post('addons/install', { key: 'lottery' });
        expect((await failure(admin.post('addons/lottery/seller/LotteryAdd', { ...activity, end_time: '2027-01-01' }))).message).toBe(
            '结束时间必须晚于开始时间'
        );
        expect((await failure(admin.post('addons/group/seller/GroupAdd', { ...activity, limit_num: 2 }))).message).toBe(
            '插件「拼团购车」未安装，请先在插件管理中安装'
        );
        const { id } = await admin.post<{ id: number }>('addons/lottery/seller/LotteryAdd', activity);
        expect(await admin.get('addons/lottery/seller/LotteryInfo', { id })).toMatchObject({ title: '春节抽奖', activity_price: 990, status: 0 });
        await admin.post('addons/lottery/seller/LotteryEdit', { id, stock: 50 });
        expect((await failure(admin.post('addons/lottery/seller/LotteryDisable', { id }))).message).toBe('该活动已停用');
        await admin.post('addons/lottery/seller/LotteryEnable', { id });
        expect((await failure(admin.post('addons/lottery/seller/LotteryEnable', { id }))).message).toBe('该活动已启用');
        // The seckill list does not hold lottery rows.
        await admin.post('addons/install', { key: 'seckill' });
        expect((await failure(admin.post('addons/seckill/seller/SeckillDisable', { id }))).message).toBe('秒杀活动不存在或已被删除');
        await admin.post('addons/uninstall', { key: 'seckill' });
        expect((await firstPage(admin, 'addons/lottery/seller/LotteryList', { title: '春节抽奖' })).data[0]).toMatchObject({ stock: 50, status: 1 });
        const config = await admin.get<{ addons: Array<{ key: string; installed: boolean }> }>('public/config/GetServerConfig');
        expect(config.addons.find(a => a.key === 'lottery')?.installed).toBe(true);
        await admin.post('addons/uninstall', { key: 'lottery' });
        expect((await admin.get<typeof config>('public/config/GetServerConfig')).addons.find(a => a.key === 'lottery')?.installed).toBe(false);
        expect((await failure(admin.post('addons/lottery/seller/LotteryDisable', { id }))).message).toBe('插件「幸运抽奖」未安装，请先在插件管理中安装');
    });
});

describe('the catalogue entries of these pages', () => {
    it('name only calls the server serves, so the api_arr derived from them grants what the pages use', () => {
        const served = new Set([...domains.flatMap(d => d.tables.map(t => t.api)), ...domains.flatMap(d => d.endpoints.map(e => e.path))]);
        const entries = catalogue.filter(entry => ['order', 'goods', 'marketing'].includes(entry.section) || entry.path === '/setting/wallet');
        const calls = entries.flatMap(entry => [
            entry.api,
            ...Object.values(entry.calls ?? {}),
            typeof entry.action === 'object' ? entry.action.call : undefined,
            entry.badge?.call,
            ...(entry.tabs ?? []).map(tab => tab.count?.call),
        ]);
        const named = calls.filter((call): call is string => !!call);
        expect(named.length).toBeGreaterThan(30);
        for (const call of named) expect(served.has(call), call).toBe(true);
    });
});
