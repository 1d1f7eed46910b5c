import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { failure, firstPage, loggedIn } from './domainTestKit';
import { signedInServer } from '../support/signedInServer';

const { server, admin } = signedInServer(['admin'], { encryption: false });

const newDealer = {
    name: '上海测试车行二手车经纪有限公司',
    contact: '张伟',
    phone: '13912345678',
    province: 310000,
    city: 310115,
    address: '浦东新区世纪大道100号',
    business_scope: ['1', '2'],
    license_expire: '2030-12-31',
};

describe('second-hand car dealers', () => {
    let id: number;

    it('saves a dealer awaiting audit and answers it by id', async () => {
        ({ id } = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer));
        const info = await admin.get<Record<string, unknown>>('seller/dealer/DealerInfo', { id });
        expect(info).toMatchObject({ name: newDealer.name, phone: newDealer.phone, audit_status: 0, business_scope: ['1', '2'], kind: 1 });
        expect(info.license_expire).toBe(Date.UTC(2030, 11, 30, 16) / 1000);
        const listed = await firstPage(admin, 'seller/dealer/DealerList', { name: '测试车行' });
        expect(listed.data.map(r => r.id)).toContain(id);
    });

    it('refuses missing, mistyped and inconsistent fields without writing', async () => {
        const before = (await firstPage(admin, 'seller/dealer/DealerList')).count;
        expect((await failure(admin.post('seller/dealer/DealerSave', { ...newDealer, name: '' }))).message).toBe('请填写车商名称');
        expect((await failure(admin.post('seller/dealer/DealerSave', { ...newDealer, name: '另一家车行', phone: '23912345678' }))).message).toContain('手机号');
        expect((await failure(admin.post('seller/dealer/DealerSave', { ...newDealer, name: '另一家车行', province: 'abc' }))).message).toBe('省份格式不正确');
        expect((await failure(admin.post('seller/dealer/DealerSave', { ...newDealer, name: '另一家车行', city: 440100 }))).message).toContain('所在地区不正确');
        expect((await failure(admin.post('seller/dealer/DealerSave', { ...newDealer, name: '另一家车行', business_scope: ['9'] }))).message).toBe(
            '经营范围的取值不正确'
        );
        expect((await failure(admin.post('seller/dealer/DealerSave', newDealer))).message).toContain('已存在');
        expect((await firstPage(admin, 'seller/dealer/DealerList')).count).toBe(before);
    });

    it('edits only the fields sent', async () => {
        await admin.post('seller/dealer/DealerEdit', { id, contact: '李娜' });
        expect(await admin.get('seller/dealer/DealerInfo', { id })).toMatchObject({ contact: '李娜', phone: newDealer.phone });
        expect((await failure(admin.post('seller/dealer/DealerEdit', { id: 999999, contact: '李娜' }))).message).toContain('不存在');
    });

    it('refuses a recharge before the audit, audits once, then recharges and deducts', async () => {
        expect((await failure(admin.post('seller/dealer/DealerRecharge', { id, type: 1, amount: '100' }))).message).toContain('未通过审核');
        expect((await failure(admin.post('seller/dealer/DealerAudit', { id, audit_status: 2 }))).message).toBe('驳回时请填写审核备注');
        await admin.post('seller/dealer/DealerAudit', { id, audit_status: 1, audit_remark: '资料齐全' });
        expect((await failure(admin.post('seller/dealer/DealerAudit', { id, audit_status: 1 }))).message).toBe('该车商已审核，不能重复审核');

        // Amounts travel in integer cents, as integer text or a number; a negative one deducts.
        await admin.post('seller/dealer/DealerRecharge', { id, type: 1, amount: '1000050', remark: '入驻保证金' });
        await admin.post('seller/dealer/DealerRecharge', { id, type: 1, amount: -50000 });
        await admin.post('seller/dealer/DealerRecharge', { id, type: 2, amount: '100000' });
        expect((await failure(admin.post('seller/dealer/DealerRecharge', { id, type: 1, amount: '-10000000' }))).message).toBe(
            '扣除金额不能大于当前保证金余额（8500.50元）'
        );
        expect((await failure(admin.post('seller/dealer/DealerRecharge', { id, type: 1, amount: '10000.50' }))).message).toBe(
            '金额格式不正确，金额应为以分为单位的整数'
        );
        expect((await failure(admin.post('seller/dealer/DealerRecharge', { id, type: 1, amount: 1.5 }))).message).toBe(
            '金额格式不正确，金额应为以分为单位的整数'
        );
        expect((await failure(admin.post('seller/dealer/DealerRecharge', { id, type: 1, amount: 0 }))).message).toBe('金额不能为0');
        // Recharge or refund (docs/console.md §2): the operator says which; a call that does not is refused, not taken as a recharge.
        expect((await failure(admin.post('seller/dealer/DealerRecharge', { id, amount: '100' }))).message).toBe('请选择操作类型');
        const logs = await firstPage(admin, 'seller/bzj/WalletLogList', { dealer_name: '测试车行' });
        expect(logs.data.map(r => r.amount)).toEqual([-100000, -50000, 1000050]);
        expect(logs.data[0].balance).toBe(850050);
        expect(logs.totalrow?.amount).toBe(850050);
        expect((await admin.get<Record<string, unknown>>('seller/dealer/DealerInfo', { id })).deposit).toBe(850050);
    });

    it('moves a dealer to the blacklist and back, once each', async () => {
        expect((await failure(admin.post('seller/dealer/DealerBlack', { id }))).message).toBe('请填写拉黑原因');
        await admin.post('seller/dealer/DealerBlack', { id, black_reason: '虚假车源信息' });
        expect((await failure(admin.post('seller/dealer/DealerBlack', { id, black_reason: '重复' }))).message).toBe('该车商已在黑名单中');
        expect((await firstPage(admin, 'seller/dealer/BlackList', { name: '测试车行' })).data[0]).toMatchObject({ id, black_reason: '虚假车源信息' });
        expect((await firstPage(admin, 'seller/dealer/DealerList', { name: '测试车行' })).count).toBe(0);
        await admin.post('seller/dealer/UnBlack', { id });
        expect((await failure(admin.post('seller/dealer/UnBlack', { id }))).message).toBe('该车商不在黑名单中');
        expect((await firstPage(admin, 'seller/dealer/DealerList', { name: '测试车行' })).count).toBe(1);
    });
});

describe('4S stores', () => {
    it('saves, edits, answers and deletes a store; refuses one with cars', async () => {
        const store = {
            name: '杭州测试奥迪4S店',
            brand: '奥迪',
            contact: '王强',
            phone: '13800001111',
            province: 330000,
            city: 330100,
            address: '滨江区江南大道1号',
        };
        const { id } = await admin.post<{ id: number }>('seller/dealer/StoreSave', store);
        expect(await admin.get('seller/dealer/StoreInfo', { id })).toMatchObject({ ...store, audit_status: 1, kind: 2 });
        expect((await failure(admin.post('seller/dealer/StoreSave', { ...store, name: '别的店', brand: '法拉利' }))).message).toBe('授权品牌的取值不正确');
        await admin.post('seller/dealer/StoreEdit', { id, address: '滨江区江南大道2号' });
        expect((await firstPage(admin, 'seller/dealer/StoreList', { name: '测试奥迪' })).data[0].address).toBe('滨江区江南大道2号');
        // A dealer id is not a store: the store calls do not see it.
        const dealer = (await firstPage(admin, 'seller/dealer/DealerList')).data[0];
        expect((await failure(admin.get('seller/dealer/StoreInfo', { id: dealer.id }))).message).toContain('不存在');
        await admin.get('seller/dealer/StoreDel', { id });
        expect((await failure(admin.get('seller/dealer/StoreInfo', { id }))).message).toContain('不存在');

        const { data } = await firstPage(admin, 'seller/cars/CarList', { limit: 200 });
        const withCars = await firstPage(admin, 'seller/dealer/StoreList', { limit: 200 });
        const busy = withCars.data.find(s => data.some(c => c.dealer_id === s.id));
        if (busy) expect((await failure(admin.post('seller/dealer/StoreDel', { id: busy.id }))).message).toMatch(/还有\d+辆车|保证金/);
    });
});

describe('dealer import', () => {
    const upload = async (rows: unknown[][]) => {
        const template = await (await fetch(admin.http.signedUrl('seller/dealer/DealerList', { _down_excel_import_tpl: 1 }))).arrayBuffer();
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
        expect(workbook.worksheets[0].getRow(1).values).toEqual([undefined, '车商名称', '联系人', '联系电话', '详细地址']);
        rows.forEach(row => workbook.worksheets[0].addRow(row));
        const form = new FormData();
        form.set('file', new Blob([await workbook.xlsx.writeBuffer()]), '车商导入.xlsx');
        form.set('_excel_import', '1');
        return admin.post<{ inserted: number; failed: number; errors: Array<{ row: number; msg: string }> }>('seller/dealer/DealerList', form);
    };

    it('inserts dealers awaiting audit from the template, or none when a row is bad', async () => {
        const bad = await upload([
            ['导入甲车行', '周杰', '13700000001', '人民路1号'],
            ['导入乙车行', '吴磊', '99', ''],
        ]);
        expect(bad).toMatchObject({ inserted: 0, failed: 1, errors: [{ row: 3 }] });
        const good = await upload([['导入甲车行', '周杰', '13700000001', '人民路1号']]);
        expect(good).toMatchObject({ inserted: 1, failed: 0 });
        expect((await firstPage(admin, 'seller/dealer/DealerList', { name: '导入' })).data[0]).toMatchObject({ name: '导入甲车行', audit_status: 0, kind: 1 });
    });
});

describe('the operator account', () => {
    it('lists the four dealer tables and nothing else', async () => {
        const operator = await loggedIn(server, 'operator');
        for (const api of ['seller/dealer/DealerList', 'seller/dealer/StoreList', 'seller/dealer/BlackList', 'seller/dealer/VisitList']) {
            expect((await firstPage(operator, api)).count).toBeGreaterThan(0);
        }
        const refused = await failure(operator.get('seller/cars/CarList', { page: 1 }));
        expect(refused.kind).toBe('permission');
        expect(refused.message).toContain('没有此操作权限');
        expect((await failure(operator.post('seller/dealer/DealerAudit', { id: 1, audit_status: 1 }))).message).toContain('没有此操作权限');
        // The layout's own calls stay open to every role.
        expect(await operator.get('seller/order/OrderCount')).toHaveProperty('submit');
        expect(await operator.get('seller/quickmenu/QuickMenuList')).toEqual([]);
    });

    it('is refused the offlinepay and platform calls by industry', async () => {
        expect((await failure(admin.get('addons/ngp/seller/StaffList'))).message).toContain('没有此操作权限');
        expect((await failure(admin.get('seller/systemSet/SystemSetInfo'))).message).toContain('没有此操作权限');
    });
});
