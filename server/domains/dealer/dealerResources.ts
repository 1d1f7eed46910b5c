import { ProtocolError } from '../../core/ProtocolError';
import type { CrudResource } from '../shared/crudEndpoints';
import { brands } from '../shared/brandOptions';
import { nowSeconds } from '../../core/nowSeconds';
import { isCityOf } from '../shared/regionOptions';
import type { FieldRule } from '../shared/validate';
import { dealerOptions } from './dealerOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';
import { message } from '../../i18n/Message';

const contactFields: FieldRule[] = [
    { name: 'contact', title: '联系人', required: true, max: 20 },
    { name: 'phone', title: '联系电话', kind: 'phone', required: true },
    { name: 'province', title: '省份', kind: 'int', required: true },
    { name: 'city', title: '城市', kind: 'int', required: true },
    { name: 'address', title: '详细地址', max: 100 },
    { name: 'logo', title: 'Logo', kind: 'image' },
];

/** Province and city must belong together, whichever of them an update changes. */
const checkRegion: CrudResource['check'] = async (_tx, values, existing) => {
    const province = Number(values.province ?? existing?.province);
    const city = Number(values.city ?? existing?.city);
    if (!isCityOf(province, city)) throw new ProtocolError('所在地区不正确，请重新选择省份和城市');
};

/** /dealer/secondHandCarDealer: save, edit, info. New dealers wait for an audit. */
export const dealerResource: CrudResource = {
    label: '车商',
    table: 'dealers',
    owner: MERCHANT_ROWS,
    industries: 'car',
    scope: 'kind = 1',
    info: 'seller/dealer/DealerInfo',
    create: 'seller/dealer/DealerSave',
    update: 'seller/dealer/DealerEdit',
    fields: [
        { name: 'name', title: '车商名称', required: true, max: 50, unique: true },
        ...contactFields,
        { name: 'business_scope', title: '经营范围', kind: 'multi', required: true, options: dealerOptions.businessScope.map(o => o.value) },
        { name: 'license_no', title: '营业执照号', max: 18 },
        { name: 'license_expire', title: '执照有效期', kind: 'timestamp' },
    ],
    createDefaults: () => ({ kind: 1, audit_status: 0, create_time: nowSeconds() }),
    check: checkRegion,
};

/** /dealer/store: save, edit, info, delete. Stores are entered by staff, so approved at once. */
export const storeResource: CrudResource = {
    label: '4S店',
    table: 'dealers',
    owner: MERCHANT_ROWS,
    industries: 'car',
    scope: 'kind = 2',
    info: 'seller/dealer/StoreInfo',
    create: 'seller/dealer/StoreSave',
    update: 'seller/dealer/StoreEdit',
    remove: 'seller/dealer/StoreDel',
    fields: [
        { name: 'name', title: '门店名称', required: true, max: 50, unique: true },
        { name: 'brand', title: '授权品牌', kind: 'enum', required: true, options: brands },
        ...contactFields,
    ],
    createDefaults: () => {
        const now = nowSeconds();
        return { kind: 2, audit_status: 1, audit_time: now, create_time: now };
    },
    check: checkRegion,
    beforeDelete: async (tx, row) => {
        const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles WHERE dealer_id = $1', [row.id]);
        if (rows[0].n > 0) throw new ProtocolError(message('该4S店下还有{count}辆车，请先处理车辆后再删除', { count: rows[0].n }));
        if (Number(row.deposit) > 0) throw new ProtocolError('该4S店仍有保证金余额，请先退还保证金后再删除');
    },
};
