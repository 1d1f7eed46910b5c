import { describe, expect, it } from 'vitest';
import { failure, firstPage } from './domainTestKit';
import { signedInServer } from '../support/signedInServer';

const { admin } = signedInServer(['admin'], { encryption: false });

const dealerId = async () => (await firstPage(admin, 'seller/dealer/DealerList', { audit_status: 1 })).data[0].id as number;

describe('vehicles', () => {
    let id: number;
    const vehicle = async () => ({
        title: '2022款 丰田 凯美瑞 2.0L 自动豪华版',
        cat_id: 3,
        dealer_id: await dealerId(),
        brand: '丰田',
        series: '凯美瑞',
        plate: '沪A12345',
        cover: '/api/v1/public/image/placeholder?kind=car&tone=1&text=丰田',
        price: 15880000,
        mileage: 32000,
        first_reg: '2022-03-01',
        tags: '2,6',
        province: 310000,
        city: 310104,
    });

    it('saves a vehicle off shelf with its price in cents and plate normalised', async () => {
        ({ id } = await admin.post<{ id: number }>('seller/cars/CarSave', await vehicle()));
        const info = await admin.get<Record<string, unknown>>('seller/cars/CarInfo', { id });
        // getOne answers the price in cents too, so an edit form round-trips in one unit.
        expect(info).toMatchObject({ plate: '沪A·12345', price: 15880000, status: 0, tags: ['2', '6'], cat_name: '中型车' });
        const row = (await firstPage(admin, 'seller/cars/CarList', { plate: '沪A·12345' })).data[0];
        expect(row).toMatchObject({ id, price: 15880000, status: 0 });
    });

    it('refuses bad plates, prices, categories and dealers', async () => {
        const base = await vehicle();
        expect((await failure(admin.post('seller/cars/CarSave', { ...base, plate: 'AB12345' }))).message).toContain('车牌号格式不正确');
        expect((await failure(admin.post('seller/cars/CarSave', { ...base, price: '-1' }))).message).toBe('售价不能小于1元');
        const notCents = '售价格式不正确，金额应为以分为单位的整数';
        expect((await failure(admin.post('seller/cars/CarSave', { ...base, price: 'abc' }))).message).toBe(notCents);
        // Yuan with decimals is refused, never read as yuan nor rounded.
        expect((await failure(admin.post('seller/cars/CarSave', { ...base, price: '158800.00' }))).message).toBe(notCents);
        expect((await failure(admin.post('seller/cars/CarSave', { ...base, price: 1588.5 }))).message).toBe(notCents);
        expect((await failure(admin.post('seller/cars/CarSave', { ...base, price: 99 }))).message).toBe('售价不能小于1元');
        expect((await failure(admin.post('seller/cars/CarSave', { ...base, cat_id: 999 }))).message).toBe('车辆分类不存在');
        expect((await failure(admin.post('seller/cars/CarSave', { ...base, dealer_id: 999999 }))).message).toBe('所属车商不存在');
        expect((await failure(admin.post('seller/cars/CarSave', { ...base, first_reg: '2022-02-30' }))).message).toBe('首次上牌时间格式不正确');
        const { title: _t, ...untitled } = base;
        void _t;
        expect((await failure(admin.post('seller/cars/CarSave', untitled))).message).toBe('请填写车辆名称');
    });

    it('goes on and off shelf only from the right state', async () => {
        expect((await failure(admin.post('seller/cars/CarSoldout', { id }))).message).toBe('该车辆已下架，无需重复下架');
        await admin.post('seller/cars/CarAdded', { id });
        expect((await failure(admin.post('seller/cars/CarAdded', { id }))).message).toBe('该车辆已在售，无需重复上架');
        expect((await failure(admin.post('seller/cars/CarDel', { id }))).message).toBe('该车辆在售中，请先下架再删除');
        await admin.post('seller/cars/CarSoldout', { id });
        await admin.post('seller/cars/CarEdit', { id, price: '15000000' });
        expect((await admin.get<Record<string, unknown>>('seller/cars/CarInfo', { id })).price).toBe(15000000);
        await admin.get('seller/cars/CarDel', { id });
        expect((await failure(admin.get('seller/cars/CarInfo', { id }))).message).toContain('不存在');
    });

    it('refuses shelf changes of a sold vehicle', async () => {
        const sold = (await firstPage(admin, 'seller/cars/CarList', { status: '2' })).data[0];
        expect((await failure(admin.post('seller/cars/CarAdded', { id: sold.id }))).message).toBe('该车辆已售出，不能上架或下架');
        expect((await failure(admin.post('seller/cars/CarEdit', { id: sold.id, color: '白' }))).message).toBe('该车辆已售出，不能编辑');
    });
});

describe('vehicle categories', () => {
    it('adds, edits, answers and deletes; refuses deleting a used one', async () => {
        const { id } = await admin.post<{ id: number }>('seller/cars/CatAdd', { name: '跑车', sort: 5, is_show: 1 });
        await admin.post('seller/cars/CatEdit', { id, sort: 99 });
        expect(await admin.get('seller/cars/CatInfo', { id })).toMatchObject({ name: '跑车', sort: 99, is_show: 1 });
        expect((await firstPage(admin, 'seller/cars/CatList')).data[0].name).toBe('跑车');
        expect((await failure(admin.post('seller/cars/CatAdd', { name: '跑车', is_show: 1 }))).message).toContain('已存在');
        expect((await failure(admin.post('seller/cars/CatAdd', { name: '皮卡', is_show: 'maybe' }))).message).toBe('是否显示格式不正确');
        await admin.post('seller/cars/CatDel', { id });
        expect((await failure(admin.post('seller/cars/CatDel', { id: 1 }))).message).toMatch(/该分类下还有\d+辆车/);
    });
});

describe('personal car selling', () => {
    it('updates the contact status and closes a dealt request', async () => {
        const row = (await firstPage(admin, 'seller/cars/PersonalSellList', { contact_status: 0 })).data[0];
        const id = row.id as number;
        expect((await failure(admin.post('seller/cars/UpdateContactStatus', { id, contact_status: 7 }))).message).toBe('联系状态的取值不正确');
        await admin.post('seller/cars/UpdateContactStatus', { id, contact_status: 1, contact_remark: '已约看车' });
        expect((await failure(admin.post('seller/cars/UpdateContactStatus', { id, contact_status: 1 }))).message).toBe('联系状态未发生变化');
        await admin.post('seller/cars/UpdateContactStatus', { id, contact_status: 2 });
        expect((await failure(admin.post('seller/cars/UpdateContactStatus', { id, contact_status: 3 }))).message).toBe('该记录已成交，不能再修改联系状态');
        expect(await admin.get('seller/cars/PersonalSellInfo', { id })).toMatchObject({ contact_status: 2 });
    });
});

describe('auctions', () => {
    it('seeds bids that agree with their auctions', async () => {
        const confirm = (await firstPage(admin, 'addons/jp/seller/ConfirmList', { status: 2 })).data[0];
        const info = await admin.get<{ top_price: number; bids: Array<{ price: number; bid_time: number }>; start_time: number; end_time: number }>(
            'addons/jp/seller/ConfirmInfo',
            { id: confirm.id }
        );
        expect(info.top_price).toBe(info.bids[0].price);
        for (const bid of info.bids) {
            expect(bid.bid_time).toBeGreaterThanOrEqual(info.start_time);
            expect(bid.bid_time).toBeLessThanOrEqual(info.end_time);
        }
    });

    it('confirms a sale once, not above the top bid, and marks the car sold', async () => {
        const row = (await firstPage(admin, 'addons/jp/seller/ConfirmList', { status: 2 })).data[0];
        const id = row.id as number;
        const top = row.top_price as number;
        expect((await failure(admin.post('addons/jp/seller/ConfirmSave', { id, deal_price: top + 100 }))).message).toContain('成交价不能高于最高出价');
        await admin.post('addons/jp/seller/ConfirmSave', { id, confirm_remark: '尾款已付' });
        expect((await failure(admin.post('addons/jp/seller/ConfirmSave', { id }))).message).toBe('该竞拍已确认成交，不能重复确认');
        const confirmed = await admin.get<Record<string, unknown>>('addons/jp/seller/ConfirmInfo', { id });
        expect(confirmed).toMatchObject({ status: 3, deal_price: confirmed.top_price });
        const running = (await firstPage(admin, 'addons/jp/seller/AuctionList', { status: 0 })).data[0];
        expect((await failure(admin.post('addons/jp/seller/ConfirmSave', { id: running.id }))).message).toContain('未结束');
    });

    it('relists an unsold car once, in the future', async () => {
        const row = (await firstPage(admin, 'addons/jp/seller/LiupaiList', { relisted: 0 })).data[0];
        const id = row.id as number;
        const start = Math.floor(Date.now() / 1000) + 86_400;
        expect((await failure(admin.post('addons/jp/seller/LiupaiAdded', { id, start_time: 1_600_000_000, end_time: 1_600_003_600 }))).message).toBe(
            '开拍时间必须晚于当前时间'
        );
        expect((await failure(admin.post('addons/jp/seller/LiupaiAdded', { id, start_time: start, end_time: start - 60 }))).message).toBe(
            '结束时间必须晚于开拍时间'
        );
        expect((await failure(admin.post('addons/jp/seller/LiupaiAdded', { id, start_time: start }))).message).toBe('请选择结束时间');
        await admin.post('addons/jp/seller/LiupaiAdded', { id, start_time: start, end_time: start + 7200 });
        expect((await failure(admin.post('addons/jp/seller/LiupaiAdded', { id, start_time: start, end_time: start + 7200 }))).message).toBe(
            '该拍品已重新上拍，不能重复操作'
        );
        const again = await firstPage(admin, 'addons/jp/seller/AuctionList', { start_time: start });
        expect(again.data[0]).toMatchObject({ plate: row.plate, status: 0, duration: 7200 });
        const onShelf = (await firstPage(admin, 'addons/jp/seller/ConfirmList')).data[0];
        expect((await failure(admin.post('addons/jp/seller/LiupaiAdded', { id: onShelf.id, start_time: start, end_time: start + 60 }))).message).toBe(
            '只有流拍的竞拍才能重新上拍'
        );
    });

    it('lists bids with their bidders', async () => {
        const bids = await firstPage(admin, 'addons/jp/seller/BidRecordList', { sort: 'price', order: false });
        expect(bids.data[0].phone).toMatch(/^1\d{10}$/);
        expect(bids.data[0].price as number).toBeGreaterThanOrEqual(bids.data[1].price as number);
    });
});
