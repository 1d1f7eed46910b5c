import * as yup from 'yup';
import { PHONE_PATTERN } from '../../protocol/phone';

/** The entry form's values, as the inputs hold them. */
export interface EnterValues {
    kind: string;
    company_name: string;
    contact: string;
    phone: string;
    province: string;
    city: string;
    address: string;
    license_no: string;
    license_image: string;
    brand: string;
    business_scope: string[];
    agree: boolean;
}

export const emptyEnterValues: EnterValues = {
    kind: '',
    company_name: '',
    contact: '',
    phone: '',
    province: '',
    city: '',
    address: '',
    license_no: '',
    license_image: '',
    brand: '',
    business_scope: [],
    agree: false,
};

/** Kinds of the reference server: 1 second-hand dealer (needs a business scope), 2 4S store (needs a brand). */
export const DEALER_KIND = '1';
export const STORE_KIND = '2';

const LICENSE_NO = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** SPEC.md §5 rules for the entry form, messages translated. */
export const enterSchema = (translate: Translate) => {
    const field = (key: string) => translate(`mc.business.${key}`);
    const required = (key: string) => translate('mc.business.validation.required', { field: field(key) });
    const choose = (key: string) => translate('mc.business.validation.choose', { field: field(key) });
    const text = (key: string, max: number) =>
        yup
            .string()
            .trim()
            .required(required(key))
            .max(max, translate('mc.business.validation.max', { field: field(key), max }));
    return yup.object({
        kind: yup.string().required(choose('kind')),
        company_name: text('companyName', 50),
        contact: text('contact', 20),
        phone: yup.string().trim().required(required('phone')).matches(PHONE_PATTERN, translate('mc.business.validation.phone')),
        province: yup.string().required(choose('province')),
        city: yup.string().required(choose('city')),
        address: text('address', 100),
        license_no: yup.string().trim().required(required('licenseNo')).matches(LICENSE_NO, translate('mc.business.validation.licenseNo')),
        license_image: yup.string().required(choose('licenseImage')),
        brand: yup.string().when('kind', { is: STORE_KIND, then: schema => schema.required(choose('brand')), otherwise: schema => schema }),
        business_scope: yup
            .array(yup.string().required())
            .when('kind', { is: DEALER_KIND, then: schema => schema.min(1, choose('businessScope')), otherwise: schema => schema })
            .required(),
        agree: yup.boolean().oneOf([true], translate('mc.business.validation.agree')).required(),
    });
};

/** The `public/supplier/Enter` body: numbers where the server keeps numbers, text trimmed. */
export const enterPayload = (values: EnterValues) => ({
    kind: Number(values.kind),
    company_name: values.company_name.trim(),
    contact: values.contact.trim(),
    phone: values.phone.trim(),
    province: Number(values.province),
    city: Number(values.city),
    address: values.address.trim(),
    license_no: values.license_no.trim(),
    license_image: values.license_image,
    brand: values.kind === STORE_KIND ? values.brand : '',
    business_scope: values.kind === DEALER_KIND ? values.business_scope : [],
    agree: values.agree ? 1 : 0,
});
