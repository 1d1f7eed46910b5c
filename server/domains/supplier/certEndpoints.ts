import type { Db } from '../../core/Db';
import type { CallContext } from '../../core/CallContext';
import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { guardSubmit } from '../shared/guardSubmit';
import { nowSeconds } from '../../core/nowSeconds';
import { orderSn } from '../shared/orderSn';
import { recordOperation } from '../shared/recordOperation';
import { centsToYuan, readFields, type FieldRule } from '../shared/validate';
import type { Lang } from '../../../protocol/lang';
import type { TextKey } from '../../i18n/catalogue';
import { localize } from '../../i18n/LocalText';

/** Certification (认证) of a merchant: apply, pay the fee, then the platform audits. */
export const CERT = { unpaid: 0, paid: 1, approved: 2, rejected: 3 } as const;
const statusText: TextKey[] = ['待支付', '待审核', '已认证', '已驳回'];
const CERT_FEE = { 1: 99_00, 2: 299_00 } as Record<number, number>;

const certFields: FieldRule[] = [
    { name: 'cert_type', title: '认证类型', kind: 'enum', required: true, options: [1, 2] },
    { name: 'real_name', title: '真实姓名', required: true, max: 20 },
    { name: 'id_card', title: '身份证号', required: true, max: 18 },
    { name: 'id_card_front', title: '身份证人像面', kind: 'image', required: true },
    { name: 'id_card_back', title: '身份证国徽面', kind: 'image', required: true },
    { name: 'company_name', title: '企业名称', max: 50 },
    { name: 'license_no', title: '统一社会信用代码', max: 18 },
    { name: 'license_image', title: '营业执照照片', kind: 'image' },
];

/** GB 11643 check digit: a mistyped id card number is caught before the audit. */
const validIdCard = (id: string) => {
    if (!/^\d{17}[\dX]$/.test(id)) return false;
    const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    const sum = weights.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
    return '10X98765432'[sum % 11] === id[17];
};

/** The merchant's latest application; locked when the call goes on to change it. */
const latestCert = async (db: Db, ctx: CallContext, { lock }: { lock: boolean }) => {
    const { rows } = await db.query(`SELECT * FROM supplier_certs WHERE suid = $1 ORDER BY id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`, [ctx.user!.suid]);
    return rows[0];
};

const describe = (cert: Record<string, unknown> | undefined, lang: Lang) =>
    cert ? { ...cert, status_text: localize(statusText[cert.status as number], lang) } : { status: -1, status_text: localize('未认证', lang) };

const apply: Endpoint = {
    method: 'POST',
    path: 'seller/supplier/CertApply',
    fields: certFields,
    industries: 'all',
    account: 'owner',
    handler: async ctx => {
        const values = readFields(ctx.params, certFields);
        values.id_card = String(values.id_card).toUpperCase();
        if (!validIdCard(values.id_card as string)) throw new ProtocolError('身份证号不正确');
        if (values.cert_type === 2 && (!values.company_name || !values.license_no || !values.license_image)) {
            throw new ProtocolError('企业认证请填写企业名称、统一社会信用代码并上传营业执照');
        }
        return ctx.db.transaction(async tx => {
            await guardSubmit(tx, 'supplier/CertApply', String(ctx.user!.id), ctx.params);
            const current = await latestCert(tx, ctx, { lock: true });
            if (current?.status === CERT.paid) throw new ProtocolError('认证申请审核中，请勿重复提交');
            if (current?.status === CERT.approved) throw new ProtocolError('已完成认证，无需重复申请');
            const fee = CERT_FEE[values.cert_type as number];
            // An unpaid application is replaced by the new one; a rejected one stays as history.
            if (current?.status === CERT.unpaid) await tx.query('DELETE FROM supplier_certs WHERE id = $1', [current.id]);
            const { rows } = await tx.query<{ id: number }>(
                `INSERT INTO supplier_certs (suid, user_id, cert_type, real_name, id_card, id_card_front, id_card_back, company_name, license_no, license_image, fee, status, create_time)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $12) RETURNING id`,
                [
                    ctx.user!.suid,
                    ctx.user!.id,
                    values.cert_type,
                    values.real_name,
                    values.id_card,
                    values.id_card_front,
                    values.id_card_back,
                    values.company_name,
                    values.license_no,
                    values.license_image,
                    fee,
                    nowSeconds(),
                ]
            );
            await recordOperation(tx, ctx, '商户认证', `提交${values.cert_type === 2 ? '企业' : '个人'}认证申请`);
            return { id: rows[0].id, fee, status: CERT.unpaid, status_text: localize(statusText[CERT.unpaid], ctx.lang) };
        });
    },
};

/** Pays the fee of the unpaid application (`pay_type` 1 WeChat, 2 Alipay): it goes to audit. */
const payFields: FieldRule[] = [{ name: 'pay_type', title: '支付方式', kind: 'enum', required: true, options: [1, 2] }];

const pay: Endpoint = {
    method: 'POST',
    path: 'seller/supplier/CertPay',
    fields: payFields,
    industries: 'all',
    account: 'owner',
    handler: async ctx => {
        const { pay_type } = readFields(ctx.params, payFields);
        return ctx.db.transaction(async tx => {
            const current = await latestCert(tx, ctx, { lock: true });
            if (!current || current.status === CERT.rejected) throw new ProtocolError('请先提交认证申请');
            if (current.status !== CERT.unpaid) throw new ProtocolError('认证费用已支付，请勿重复支付');
            const now = nowSeconds();
            const sn = orderSn('RZ', now, current.id as number);
            await tx.query('UPDATE supplier_certs SET status = $2, pay_type = $3, pay_time = $4, order_sn = $5 WHERE id = $1', [
                current.id,
                CERT.paid,
                pay_type,
                now,
                sn,
            ]);
            await recordOperation(tx, ctx, '商户认证', `支付认证费${centsToYuan(current.fee as number)}元`);
            return { id: current.id, order_sn: sn, status: CERT.paid, status_text: localize(statusText[CERT.paid], ctx.lang) };
        });
    },
};

export const certEndpoints: Endpoint[] = [
    apply,
    pay,
    {
        method: 'GET',
        path: 'seller/supplier/CertInfo',
        fields: [],
        industries: 'all',
        account: 'owner',
        handler: async ctx => describe(await latestCert(ctx.db, ctx, { lock: false }), ctx.lang),
    },
];
