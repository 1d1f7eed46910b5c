import { auditOptions, date, image, noChinese, phone, price, region, select, text, textarea } from '../../resources/fields';
import { dealer } from './sections';

/** `audit_status` of a dealer row. */
const DEALER_AUDIT = { pending: 0, approved: 1 } as const;

const dealerList = '/dealer/secondHandCarDealer/list';
const storeList = '/dealer/store/list';
const blackList = '/dealer/blacklist/list';

const contactFields = [
    text('contact', { required: true, maxLength: 20 }),
    phone('phone', { required: true }),
    region(),
    text('address', { maxLength: 100 }),
    image('logo'),
];

// The dealer screens take the record id from the query (`?id=`), as SPEC.md §2 gives no `{id}`.
export default [
    dealer.list(dealerList, {
        api: 'seller/dealer/DealerList',
        calls: { getOne: 'seller/dealer/DealerInfo', create: 'seller/dealer/DealerSave', update: 'seller/dealer/DealerEdit' },
        fields: [
            text('name', { label: 'dealerName', required: true, maxLength: 50 }),
            ...contactFields,
            select('business_scope', { multiple: true, required: true }),
            noChinese('license_no', { maxLength: 18 }),
            date('license_expire'),
        ],
    }),
    dealer.show('/dealer/secondHandCarDealer/info', { parent: dealerList }),
    dealer.create('/dealer/secondHandCarDealer/save', { parent: dealerList, noCache: true }),
    dealer.edit('/dealer/secondHandCarDealer/edit', { parent: dealerList, noCache: true }),
    dealer.action('/dealer/secondHandCarDealer/audit', {
        parent: dealerList,
        noCache: true,
        when: { field: 'audit_status', values: [DEALER_AUDIT.pending] },
        action: {
            call: 'seller/dealer/DealerAudit',
            fields: [select('audit_status', { label: 'auditResult', required: true, options: auditOptions }), textarea('audit_remark', { maxLength: 200 })],
        },
    }),
    // No condition: the dealer list holds only dealers not blacklisted (its server scope).
    dealer.action('/dealer/secondHandCarDealer/black', {
        parent: dealerList,
        noCache: true,
        action: { call: 'seller/dealer/DealerBlack', fields: [textarea('black_reason', { required: true, maxLength: 200 })] },
    }),
    dealer.action('/dealer/secondHandCarDealer/recharge', {
        parent: dealerList,
        noCache: true,
        // The server moves the deposit of approved dealers only.
        when: { field: 'audit_status', values: [DEALER_AUDIT.approved] },
        action: {
            call: 'seller/dealer/DealerRecharge',
            fields: [
                select('type', {
                    label: 'rechargeType',
                    required: true,
                    options: [
                        { value: 1, label: 'mc.field.option.recharge' },
                        { value: 2, label: 'mc.field.option.refund' },
                    ],
                }),
                // Negative amounts deduct (SPEC.md §5 hint): a price that takes a minus sign, sent in cents.
                price('amount', { required: true, signed: true, hint: 'mc.field.hint.negativeDeducts' }),
                textarea('remark', { maxLength: 200 }),
            ],
        },
    }),
    dealer.list(storeList, {
        api: 'seller/dealer/StoreList',
        calls: { getOne: 'seller/dealer/StoreInfo', create: 'seller/dealer/StoreSave', update: 'seller/dealer/StoreEdit', delete: 'seller/dealer/StoreDel' },
        fields: [text('name', { label: 'storeName', required: true, maxLength: 50 }), select('brand', { required: true }), ...contactFields],
    }),
    dealer.show('/dealer/store/info', { parent: storeList }),
    dealer.create('/dealer/store/save', { parent: storeList, noCache: true }),
    dealer.edit('/dealer/store/edit', { parent: storeList, noCache: true }),
    dealer.action('/dealer/store/delete', { parent: storeList, noCache: true, action: 'delete' }),
    dealer.list(blackList, { api: 'seller/dealer/BlackList' }),
    dealer.action('/dealer/blacklist/unblack', { parent: blackList, noCache: true, action: { call: 'seller/dealer/UnBlack' } }),
    dealer.list('/dealer/fwjl', { api: 'seller/dealer/VisitList' }),
];
