import type { FormField } from '../forms/FormField';
import type { EnterConf } from './enterConf';

/** Kinds of the reference server: 1 second-hand dealer (needs a business scope), 2 4S store (needs a brand). */
export const DEALER_KIND = '1';
export const STORE_KIND = '2';

const LICENSE_NO = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

// The entry form words its messages its own way (mc.business.validation.*), docs/console.md §5 rules.
const REQUIRED = 'mc.business.validation.required';
const CHOOSE = 'mc.business.validation.choose';
const MAX = 'mc.business.validation.max';

const text = (name: string, label: string, maxLength: number): FormField => ({
    name,
    label: `mc.business.${label}`,
    kind: 'text',
    required: true,
    maxLength,
    messages: { required: REQUIRED, maxLength: MAX },
});

/**
 * The fields of the supplier-entry application (/business/create, `POST public/supplier/Enter`),
 * options as the server sent them. `SchemaForm` renders, checks and converts them like every
 * other form: kind and regions travel as numbers, the brand only for a 4S store, the business
 * scope only for a dealer, the agreement as 1.
 */
export const enterFields = (conf: EnterConf): FormField[] => [
    { name: 'kind', label: 'mc.business.kind', kind: 'radio', required: true, options: conf.kinds, messages: { required: CHOOSE } },
    text('company_name', 'companyName', 50),
    text('contact', 'contact', 20),
    { name: 'phone', label: 'mc.business.phone', kind: 'phone', required: true, messages: { required: REQUIRED, phone: 'mc.business.validation.phone' } },
    {
        name: 'province',
        secondName: 'city',
        label: 'mc.business.province',
        secondLabel: 'mc.business.city',
        kind: 'cascade',
        required: true,
        options: conf.regions,
        messages: { required: CHOOSE },
    },
    text('address', 'address', 100),
    {
        name: 'license_no',
        label: 'mc.business.licenseNo',
        kind: 'text',
        required: true,
        maxLength: 18,
        pattern: LICENSE_NO,
        messages: { required: REQUIRED, maxLength: MAX, pattern: 'mc.business.validation.licenseNo' },
    },
    { name: 'license_image', label: 'mc.business.licenseImage', kind: 'image', required: true, messages: { required: CHOOSE } },
    {
        name: 'brand',
        label: 'mc.business.brand',
        kind: 'select',
        required: true,
        options: conf.brands,
        when: { field: 'kind', is: STORE_KIND },
        messages: { required: CHOOSE },
    },
    {
        name: 'business_scope',
        label: 'mc.business.businessScope',
        kind: 'checkboxes',
        required: true,
        options: conf.businessScope,
        when: { field: 'kind', is: DEALER_KIND },
        messages: { required: CHOOSE },
    },
    { name: 'agree', label: 'mc.business.agree', kind: 'checkbox', required: true, messages: { required: 'mc.business.validation.agree' } },
];
