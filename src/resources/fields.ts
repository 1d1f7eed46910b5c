import type { FormField } from '../forms/FormField';

/**
 * Form fields shared by several resources. Labels are keys under `mc.field`; option labels of
 * static options are keys too. Selects without options take them from the list definition's
 * column of the same name (server text, shown as sent).
 */
const field = (name: string, kind: FormField['kind'], extra: Partial<FormField> = {}): FormField => ({
    name,
    label: `mc.field.${extra.label ?? name}`,
    kind,
    ...extra,
    ...(extra.label ? { label: `mc.field.${extra.label}` } : {}),
});

export const text = (name: string, extra?: Partial<FormField>) => field(name, 'text', extra);
export const textarea = (name: string, extra?: Partial<FormField>) => field(name, 'textarea', extra);
export const number = (name: string, extra?: Partial<FormField>) => field(name, 'number', extra);
/** Typed in yuan with 2 decimals, sent and read in integer cents. */
export const price = (name: string, extra?: Partial<FormField>) => field(name, 'price', extra);
export const phone = (name: string, extra?: Partial<FormField>) => field(name, 'phone', extra);
export const noChinese = (name: string, extra?: Partial<FormField>) => field(name, 'noChinese', extra);
export const select = (name: string, extra?: Partial<FormField>) => field(name, 'select', extra);
export const date = (name: string, extra?: Partial<FormField>) => field(name, 'date', extra);
export const datetime = (name: string, extra?: Partial<FormField>) => field(name, 'datetime', extra);
export const image = (name: string, extra?: Partial<FormField>) => field(name, 'image', extra);
export const toggle = (name: string, extra?: Partial<FormField>) => field(name, 'switch', extra);
export const routeTree = (name: string, extra?: Partial<FormField>) => field(name, 'routeTree', extra);
/** The calls of the pages ticked in `pages` (a routeTree field), each of which can be unticked or added. */
export const apiTree = (name: string, pages: string, extra?: Partial<FormField>) => field(name, 'apiTree', { pages, ...extra });

/** Province → city, fed by the list's cascade search `province` (second_name `city`). */
export const region = (extra?: Partial<FormField>) => field('province', 'cascade', { label: 'region', secondName: 'city', required: true, ...extra });

/** Audit results shared by dealer and refund audits (1 approve, 2 reject). */
export const auditOptions = [
    { value: 1, label: 'mc.field.option.approve' },
    { value: 2, label: 'mc.field.option.reject' },
];
