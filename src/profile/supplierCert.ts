import type { FormField } from '../forms/FormField';

/** The certification calls of docs/console.md §7. */
export const CERT_CALLS = {
    info: 'seller/supplier/CertInfo',
    apply: 'seller/supplier/CertApply',
    pay: 'seller/supplier/CertPay',
} as const;

/**
 * Where a merchant's certification stands: not applied yet, then the four states of an
 * application: waiting for the fee, paid and waiting for the platform's audit, certified, rejected.
 */
export type CertState = 'none' | 'unpaid' | 'reviewing' | 'approved' | 'rejected';

/** CertInfo's `status` (-1 when nothing was applied for). */
const STATE_OF_STATUS: Record<string, CertState> = { '-1': 'none', 0: 'unpaid', 1: 'reviewing', 2: 'approved', 3: 'rejected' };

export interface CertInfo {
    state: CertState;
    /** The application as the server sent it (its fields fill the form of a new application). */
    record: Record<string, unknown>;
    /** Fee in cents, while unpaid. */
    fee?: number;
    /** The platform's reason, when rejected. */
    remark?: string;
}

/** Reads CertInfo's reply; anything unusable is the malformed-reply error, never a guess. */
export const parseCertInfo = (reply: unknown): CertInfo => {
    if (!reply || typeof reply !== 'object' || Array.isArray(reply)) throw new Error('mc.error.malformed');
    const record = reply as Record<string, unknown>;
    const state = STATE_OF_STATUS[String(record.status)];
    if (!state) throw new Error('mc.error.malformed');
    const fee = Number(record.fee);
    return {
        state,
        record,
        fee: Number.isSafeInteger(fee) && fee >= 0 ? fee : undefined,
        remark: typeof record.audit_remark === 'string' && record.audit_remark ? record.audit_remark : undefined,
    };
};

/** States in which a (new) application can be sent: none yet, unpaid (replaced), rejected. */
export const canApply = (state: CertState) => state === 'none' || state === 'unpaid' || state === 'rejected';

export const CERT_TYPES = { personal: 1, company: 2 } as const;
export const PAY_TYPES = [
    { value: 1, label: 'mc.cert.wechat' },
    { value: 2, label: 'mc.cert.alipay' },
];

/** The application form (CertApply). The company fields are for a company certification. */
export const certFields: FormField[] = [
    {
        name: 'cert_type',
        label: 'mc.cert.type',
        kind: 'select',
        required: true,
        options: [
            { value: CERT_TYPES.personal, label: 'mc.cert.personal' },
            { value: CERT_TYPES.company, label: 'mc.cert.company' },
        ],
    },
    { name: 'real_name', label: 'mc.cert.realName', kind: 'text', required: true, maxLength: 20 },
    { name: 'id_card', label: 'mc.cert.idCard', kind: 'noChinese', required: true, maxLength: 18 },
    { name: 'id_card_front', label: 'mc.cert.idCardFront', kind: 'image', required: true },
    { name: 'id_card_back', label: 'mc.cert.idCardBack', kind: 'image', required: true },
    { name: 'company_name', label: 'mc.cert.companyName', kind: 'text', maxLength: 50, hint: 'mc.cert.companyHint' },
    { name: 'license_no', label: 'mc.cert.licenseNo', kind: 'noChinese', maxLength: 18, hint: 'mc.cert.companyHint' },
    { name: 'license_image', label: 'mc.cert.licenseImage', kind: 'image', hint: 'mc.cert.companyHint' },
];
