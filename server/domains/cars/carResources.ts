import { ProtocolError } from '../../core/ProtocolError';
import { brands } from '../shared/brandOptions';
import type { CrudResource } from '../shared/crudEndpoints';
import { nowSeconds } from '../../core/nowSeconds';
import { isCityOf } from '../shared/regionOptions';
import { PLATE, VEHICLE, carOptions } from './carOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';
import { message } from '../../i18n/Message';

const valuesOf = (options: Array<{ value: string | number }>) => options.map(o => o.value);

/** The dealer must exist, be approved and not blacklisted; province and city must agree. */
const checkVehicle: CrudResource['check'] = async (tx, values, existing) => {
    if (values.plate !== undefined) {
        if (!PLATE.test(String(values.plate))) throw new ProtocolError('车牌号格式不正确，例如：沪A·12345');
        values.plate = String(values.plate).replace(/^(.)(.)·?/, '$1$2·');
    }
    if (values.vin && !/^[A-HJ-NPR-Z0-9]{17}$/.test(String(values.vin))) throw new ProtocolError('车架号应为17位字母或数字（不含I、O、Q）');
    if (values.dealer_id !== undefined) {
        const { rows } = await tx.query<{ audit_status: number; is_black: number }>('SELECT audit_status, is_black FROM dealers WHERE id = $1', [
            values.dealer_id,
        ]);
        if (!rows[0]) throw new ProtocolError('所属车商不存在');
        if (rows[0].audit_status !== 1 || rows[0].is_black === 1) throw new ProtocolError('所属车商未通过审核或已被拉黑，不能发布车辆');
    }
    if (values.cat_id !== undefined) {
        const { rows } = await tx.query('SELECT 1 FROM vehicle_categories WHERE id = $1', [values.cat_id]);
        if (!rows[0]) throw new ProtocolError('车辆分类不存在');
    }
    if (!isCityOf(Number(values.province ?? existing?.province), Number(values.city ?? existing?.city))) {
        throw new ProtocolError('车辆所在地不正确，请重新选择省份和城市');
    }
    if (existing?.status === VEHICLE.sold) throw new ProtocolError('该车辆已售出，不能编辑');
};

/** /cars/list: save, edit, getOne, del. New vehicles start off shelf. */
export const vehicleResource: CrudResource = {
    label: '车辆',
    table: 'vehicles',
    owner: MERCHANT_ROWS,
    industries: 'car',
    info: 'seller/cars/CarInfo',
    create: 'seller/cars/CarSave',
    update: 'seller/cars/CarEdit',
    remove: 'seller/cars/CarDel',
    fields: [
        { name: 'title', title: '车辆名称', required: true, max: 60 },
        { name: 'cat_id', title: '车辆分类', kind: 'int', required: true, min: 1 },
        { name: 'dealer_id', title: '所属车商', kind: 'int', required: true, min: 1 },
        { name: 'brand', title: '品牌', kind: 'enum', required: true, options: brands },
        { name: 'series', title: '车系', required: true, max: 30 },
        { name: 'plate', title: '车牌号', required: true, max: 10 },
        { name: 'vin', title: '车架号', max: 17 },
        { name: 'cover', title: '封面图', kind: 'image', required: true },
        { name: 'price', title: '售价', kind: 'cents', required: true, min: 100, max: 100_000_000_00 },
        { name: 'mileage', title: '表显里程', kind: 'int', required: true, max: 2_000_000 },
        { name: 'first_reg', title: '首次上牌时间', kind: 'timestamp', required: true },
        { name: 'color', title: '颜色', max: 10 },
        { name: 'gearbox', title: '变速箱', kind: 'enum', options: valuesOf(carOptions.gearbox) },
        { name: 'fuel', title: '能源类型', kind: 'enum', options: valuesOf(carOptions.fuel) },
        { name: 'tags', title: '车况标签', kind: 'multi', options: valuesOf(carOptions.vehicleTag) },
        { name: 'province', title: '省份', kind: 'int', required: true },
        { name: 'city', title: '城市', kind: 'int', required: true },
        { name: 'description', title: '车辆描述', max: 2000 },
    ],
    createDefaults: () => {
        const now = nowSeconds();
        return { status: VEHICLE.offShelf, create_time: now, update_time: now };
    },
    updateDefaults: () => ({ update_time: nowSeconds() }),
    check: checkVehicle,
    infoSql:
        'SELECT v.*, d.name AS dealer_name, c.name AS cat_name FROM vehicles v JOIN dealers d ON d.id = v.dealer_id JOIN vehicle_categories c ON c.id = v.cat_id WHERE v.id = $1',
    beforeDelete: async (tx, row) => {
        if (row.status === VEHICLE.onSale) throw new ProtocolError('该车辆在售中，请先下架再删除');
        if (row.status === VEHICLE.inAuction) throw new ProtocolError('该车辆正在竞拍中，不能删除');
        const { rows } = await tx.query('SELECT 1 FROM auctions WHERE vehicle_id = $1 LIMIT 1', [row.id]);
        if (rows[0]) throw new ProtocolError('该车辆有竞拍记录，不能删除');
        const shipped = await tx.query('SELECT 1 FROM logistics WHERE vehicle_id = $1 LIMIT 1', [row.id]);
        if (shipped.rows[0]) throw new ProtocolError('该车辆有物流记录，不能删除');
    },
};

/** /cars/cat: add, edit, getOne, del; a larger sort value comes first. */
export const categoryResource: CrudResource = {
    label: '车辆分类',
    table: 'vehicle_categories',
    owner: MERCHANT_ROWS,
    industries: 'car',
    info: 'seller/cars/CatInfo',
    create: 'seller/cars/CatAdd',
    update: 'seller/cars/CatEdit',
    remove: 'seller/cars/CatDel',
    fields: [
        { name: 'name', title: '分类名称', required: true, max: 20, unique: true },
        { name: 'icon', title: '分类图标', kind: 'image' },
        { name: 'sort', title: '排序', kind: 'int', max: 9999 },
        { name: 'is_show', title: '是否显示', kind: 'switch', required: true },
    ],
    createDefaults: () => ({ create_time: nowSeconds() }),
    beforeDelete: async (tx, row) => {
        const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles WHERE cat_id = $1', [row.id]);
        if (rows[0].n > 0) throw new ProtocolError(message('该分类下还有{count}辆车，不能删除', { count: rows[0].n }));
    },
};
