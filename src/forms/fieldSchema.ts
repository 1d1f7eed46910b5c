import * as yup from 'yup';
import type { FormField } from './FormField';
import { PHONE_PATTERN } from '../../protocol/phone';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const CHINESE = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

const decimalsOf = (text: string) => (text.includes('.') ? text.split('.')[1].length : 0);

const stringRule = (field: FormField, label: string, translate: Translate) => {
    const choose = ['select', 'date', 'datetime', 'image', 'cascade'].includes(field.kind);
    let rule = yup.string().default('');
    if (field.required) rule = rule.trim().required(translate(choose ? 'mc.form.requiredSelect' : 'mc.form.required', { label }));
    if (field.maxLength) rule = rule.max(field.maxLength, translate('mc.form.maxLength', { label, max: field.maxLength }));
    switch (field.kind) {
        case 'phone':
            return rule.test('phone', translate('mc.form.phone'), value => !value || PHONE_PATTERN.test(value));
        case 'noChinese':
            return rule.test('noChinese', translate('mc.form.noChinese', { label }), value => !value || !CHINESE.test(value));
        case 'number':
        case 'price': {
            const decimals = field.decimals ?? (field.kind === 'price' ? 2 : 0);
            const pattern = field.kind === 'price' && !field.signed ? /^\d+(\.\d*)?$/ : /^-?\d+(\.\d*)?$/;
            return rule
                .test('number', translate('mc.form.number', { label }), value => !value || pattern.test(value))
                .test('decimals', translate('mc.form.decimals', { label, decimals }), value => !value || decimalsOf(value) <= decimals);
        }
        default:
            return rule;
    }
};

/** The yup schema of a generated form, its messages already translated. */
export const fieldSchema = (fields: FormField[], translate: Translate) =>
    yup.object(
        Object.fromEntries(
            fields.flatMap((field): Array<[string, yup.AnySchema]> => {
                const label = translate(field.label, { _: field.label });
                if (field.kind === 'switch') return [[field.name, yup.boolean().default(false)]];
                if (field.kind === 'cascade' && field.secondName) {
                    return [[field.name, stringRule(field, label, translate)], [field.secondName, stringRule(field, label, translate)]];
                }
                if (field.kind === 'routeTree' || field.kind === 'apiTree' || (field.kind === 'select' && field.multiple)) {
                    const list = yup.array(yup.string().required()).default([]);
                    return [[field.name, field.required ? list.min(1, translate('mc.form.requiredSelect', { label })) : list]];
                }
                return [[field.name, stringRule(field, label, translate)]];
            })
        )
    );
