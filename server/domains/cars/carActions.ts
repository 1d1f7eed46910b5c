import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { nowSeconds } from '../../core/nowSeconds';
import { rowAction } from '../shared/rowAction';
import { CONTACT, VEHICLE, carOptions } from './carOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';
import { message, titleParam } from '../../i18n/Message';
import type { TextKey } from '../../i18n/catalogue';
import { DEFAULT_LANG } from '../../../protocol/lang';
import { localize } from '../../i18n/LocalText';

const refusals: Record<number, TextKey> = {
    [VEHICLE.sold]: '该车辆已售出，不能上架或下架',
    [VEHICLE.inAuction]: '该车辆正在竞拍中，不能上架或下架',
};

/** On shelf (/cars/list/added) and off shelf (/cars/list/soldout): only between 0 and 1. */
const shelfAction = (path: string, from: number, to: number, already: TextKey, verb: TextKey) =>
    rowAction({
        path,
        industries: 'car',
        table: 'vehicles',
        owner: MERCHANT_ROWS,
        label: '车辆',
        act: async (tx, row) => {
            const status = row.status as number;
            if (refusals[status]) throw new ProtocolError(refusals[status]);
            if (status === to) throw new ProtocolError(already);
            if (status !== from) throw new ProtocolError(message('当前状态不能{action}', { action: titleParam(verb) }));
            if (to === VEHICLE.onSale) {
                const { rows } = await tx.query<{ ok: boolean }>('SELECT audit_status = 1 AND is_black = 0 AS ok FROM dealers WHERE id = $1', [row.dealer_id]);
                if (!rows[0]?.ok) throw new ProtocolError('所属车商未通过审核或已被拉黑，不能上架');
            }
            await tx.query('UPDATE vehicles SET status = $2, update_time = $3 WHERE id = $1', [row.id, to, nowSeconds()]);
            return `${verb} ${row.plate}`;
        },
    });

/**
 * /cars/personalCarSelling/updateContactStatus: `contact_status` 1 contacted, 2 dealt, 3 no
 * intent, with a remark. A dealt request is closed; setting the same status again is refused.
 */
const updateContactStatus = rowAction({
    path: 'seller/cars/UpdateContactStatus',
    industries: 'car',
    table: 'personal_sells',
    owner: MERCHANT_ROWS,
    label: '个人卖车',
    fields: [
        { name: 'contact_status', title: '联系状态', kind: 'enum', required: true, options: [CONTACT.contacted, CONTACT.dealt, CONTACT.noIntent] },
        { name: 'contact_remark', title: '跟进备注', max: 200 },
    ],
    reason: 'contact_remark',
    act: async (tx, row, _ctx, values) => {
        if (row.contact_status === CONTACT.dealt) throw new ProtocolError('该记录已成交，不能再修改联系状态');
        if (row.contact_status === values.contact_status) throw new ProtocolError('联系状态未发生变化');
        await tx.query('UPDATE personal_sells SET contact_status = $2, contact_remark = $3, contact_time = $4 WHERE id = $1', [
            row.id,
            values.contact_status,
            values.contact_remark,
            nowSeconds(),
        ]);
        const label = carOptions.contactStatus.find(o => o.value === values.contact_status)?.label;
        return `联系状态改为${label ? localize(label, DEFAULT_LANG) : ''}`;
    },
});

export const carActions: Endpoint[] = [
    shelfAction('seller/cars/CarAdded', VEHICLE.offShelf, VEHICLE.onSale, '该车辆已在售，无需重复上架', '上架'),
    shelfAction('seller/cars/CarSoldout', VEHICLE.onSale, VEHICLE.offShelf, '该车辆已下架，无需重复下架', '下架'),
    updateContactStatus,
];
