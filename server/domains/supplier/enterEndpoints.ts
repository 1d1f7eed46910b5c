import type { Db } from '../../core/Db';
import type { Endpoint } from '../../core/Endpoint';
import { merchantActiveSql } from '../../core/merchantStatus';
import { ProtocolError } from '../../core/ProtocolError';
import { AGREEMENT } from '../content/contentOptions';
import { dealerOptions } from '../dealer/dealerOptions';
import { brandOptions, brands } from '../shared/brandOptions';
import { guardSubmit } from '../shared/guardSubmit';
import { nowSeconds } from '../../core/nowSeconds';
import { isCityOf, regionOptions } from '../shared/regionOptions';
import { readFields, type FieldRule } from '../shared/validate';
import { localize } from '../../i18n/LocalText';
import { localizeOptions } from '../../tables/tableDefinition';

/** Entry fee (the dealer deposit a new merchant pays after approval), cents. */
const ENTRY_DEPOSIT = 10_000_00;

/** A suspended merchant's entry page takes no application: refused before the form is shown and on submit. */
const requireAcceptingEntries = async (db: Db, merchant: string | null) => {
    const { rows } = await db.query<{ active: boolean }>(`SELECT ${merchantActiveSql('$1')} AS active`, [merchant ?? '']);
    if (!rows[0].active) throw new ProtocolError('该商户已暂停营业，暂不接受入驻申请');
};

const enterFields: FieldRule[] = [
    { name: 'kind', title: '商户类型', kind: 'enum', required: true, options: [1, 2] },
    { name: 'company_name', title: '公司名称', required: true, max: 50 },
    { name: 'contact', title: '联系人', required: true, max: 20 },
    { name: 'phone', title: '联系电话', kind: 'phone', required: true },
    { name: 'province', title: '省份', kind: 'int', required: true },
    { name: 'city', title: '城市', kind: 'int', required: true },
    { name: 'address', title: '详细地址', required: true, max: 100 },
    { name: 'license_no', title: '统一社会信用代码', required: true, max: 18 },
    { name: 'license_image', title: '营业执照照片', kind: 'image', required: true },
    { name: 'brand', title: '授权品牌', kind: 'enum', options: ['', ...brands] },
    { name: 'business_scope', title: '经营范围', kind: 'multi', options: dealerOptions.businessScope.map(o => o.value) },
    { name: 'agree', title: '入驻协议', kind: 'switch', required: true },
];

/**
 * POST public/supplier/Enter (/business/create): a dealer or 4S store applies to join the
 * merchant the entry page is for (`supplieruid`, or the configured entry merchant). The
 * application becomes a dealer awaiting audit in that merchant's
 * /dealer/secondHandCarDealer/list (or an unaudited store). The same payload twice is refused
 * (docs/console.md §5).
 */
const enter: Endpoint = {
    method: 'POST',
    path: 'public/supplier/Enter',
    fields: enterFields,
    industries: 'all',
    tenancy: 'entry',
    handler: async ctx => {
        const values = readFields(ctx.params, enterFields);
        if (values.agree !== 1) throw new ProtocolError('请阅读并同意商户入驻协议');
        if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(String(values.license_no))) throw new ProtocolError('统一社会信用代码应为18位数字或大写字母');
        if (!isCityOf(Number(values.province), Number(values.city))) throw new ProtocolError('所在地区不正确，请重新选择省份和城市');
        if (values.kind === 2 && !values.brand) throw new ProtocolError('请选择授权品牌');
        if (values.kind === 1 && !values.business_scope) throw new ProtocolError('请选择经营范围');
        return ctx.db.transaction(async tx => {
            await requireAcceptingEntries(tx, ctx.merchant);
            await guardSubmit(tx, 'supplier/Enter', String(values.phone), ctx.params);
            const { rows: existing } = await tx.query<{ audit_status: number }>('SELECT audit_status FROM dealers WHERE suid = $1 AND name = $2 LIMIT 1', [
                ctx.merchant,
                values.company_name,
            ]);
            if (existing[0]) throw new ProtocolError(existing[0].audit_status === 0 ? '该公司的入驻申请正在审核中，请耐心等待' : '该公司已入驻，请直接登录');
            const now = nowSeconds();
            const { rows } = await tx.query<{ id: number }>(
                `INSERT INTO dealers (kind, name, contact, phone, province, city, address, brand, business_scope, license_no, audit_status, create_time)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11) RETURNING id`,
                [
                    values.kind,
                    values.company_name,
                    values.contact,
                    values.phone,
                    values.province,
                    values.city,
                    values.address,
                    values.brand,
                    values.business_scope,
                    values.license_no,
                    now,
                ]
            );
            const { rows: entry } = await tx.query<{ id: number }>(
                `INSERT INTO supplier_entries (kind, company_name, contact, phone, province, city, address, license_no, license_image, brand, business_scope, dealer_id, ip, create_time)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
                [
                    values.kind,
                    values.company_name,
                    values.contact,
                    values.phone,
                    values.province,
                    values.city,
                    values.address,
                    values.license_no,
                    values.license_image,
                    values.brand,
                    values.business_scope,
                    rows[0].id,
                    ctx.ip,
                    now,
                ]
            );
            return { id: entry[0].id, dealer_id: rows[0].id, status: 0, status_text: localize('待审核', ctx.lang) };
        });
    },
};

export const enterEndpoints: Endpoint[] = [
    {
        method: 'GET',
        path: 'public/supplier/EnterConf',
        fields: [],
        industries: 'all',
        tenancy: 'entry',
        // Labels in the caller's language; the values (a brand's stored name too) as they are.
        handler: async ({ db, merchant, lang }) => {
            await requireAcceptingEntries(db, merchant);
            return {
                kinds: localizeOptions(dealerOptions.dealerKind, lang),
                regions: localizeOptions(regionOptions, lang),
                brands: localizeOptions(brandOptions, lang),
                business_scope: localizeOptions(dealerOptions.businessScope, lang),
                deposit: ENTRY_DEPOSIT,
                service_phone: '13800138000',
                need_license: true,
            };
        },
    },
    {
        method: 'GET',
        path: 'public/supplier/GetEnterAgreement',
        fields: [],
        industries: 'all',
        tenancy: 'entry',
        handler: async ({ db, merchant }) => {
            const { rows } = await db.query(
                'SELECT id, title, version, content, update_time FROM agreements WHERE suid = $1 AND type = $2 AND is_show = 1 ORDER BY update_time DESC, id DESC LIMIT 1',
                [merchant, AGREEMENT.enter]
            );
            return rows[0] ?? { id: 0, title: '商户入驻协议', version: '', content: '', update_time: 0 };
        },
    },
    enter,
    {
        method: 'GET',
        path: 'public/supplier/getSupplierList',
        fields: [],
        industries: 'all',
        tenancy: { named: 'merchantDirectory' },
        handler: async ({ db }) => (await db.query('SELECT suid, name, logo, industry_type FROM mc_merchant_directory()')).rows,
    },
];
