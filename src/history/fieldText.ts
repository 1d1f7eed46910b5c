import type { DefinitionOption } from '../dataProvider/TableDefinition';
import type { FieldKind, FormField } from '../forms/FormField';
import { formatMinorUnits } from '../forms/decimal';
import { formatTimeValue } from '../forms/timeValue';
import type { ChangeTextEnv } from './changeText';

type Options = ReadonlyArray<{ value: string | number; label: string; children?: ReadonlyArray<{ value: string | number; label: string }> }>;

const asList = (value: unknown): unknown[] => {
    if (Array.isArray(value)) return value;
    if (typeof value !== 'string' || value.trim() === '') return [];
    const text = value.trim();
    if (text.startsWith('[')) {
        try {
            const parsed: unknown = JSON.parse(text);
            return Array.isArray(parsed) ? parsed : [];
        } catch {
            return [];
        }
    }
    return text.split(',');
};

const labelIn = (options: Options, value: unknown, env: ChangeTextEnv): string => {
    for (const option of options) {
        if (String(option.value) === String(value)) return env.translate(option.label, { _: option.label });
        const child = option.children?.find(candidate => String(candidate.value) === String(value));
        if (child) return env.translate(child.label, { _: child.label });
    }
    return String(value);
};

const plain = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** How each kind's value reads in a sentence: a new kind does not compile until it has its text. */
const TEXTS: Record<FieldKind, (value: unknown, field: FormField, options: Options, env: ChangeTextEnv) => string> = {
    text: plain,
    textarea: plain,
    phone: plain,
    noChinese: plain,
    number: plain,
    password: (_value, _field, _options, env) => env.translate('mc.history.hidden'),
    image: (_value, _field, _options, env) => env.translate('mc.history.image'),
    price: (value, field, _options, env) => {
        const exact = formatMinorUnits(value, field.decimals ?? 2);
        return exact === undefined ? plain(value) : env.formatNumber(exact);
    },
    date: (value, _field, _options, env) => formatTimeValue(value, 'date', env.formatDate),
    datetime: (value, _field, _options, env) => formatTimeValue(value, 'datetime', env.formatDate),
    switch: (value, _field, _options, env) => env.translate(value === 1 || value === '1' || value === true ? 'ra.boolean.true' : 'ra.boolean.false'),
    checkbox: (value, _field, _options, env) => env.translate(value === 1 || value === '1' || value === true ? 'ra.boolean.true' : 'ra.boolean.false'),
    routeTree: (value, _field, _options, env) => env.translate('mc.history.items', { smart_count: asList(value).length }),
    apiTree: (value, _field, _options, env) => env.translate('mc.history.items', { smart_count: asList(value).length }),
    select: (value, field, options, env) =>
        field.multiple
            ? asList(value)
                  .map(one => labelIn(options, one, env))
                  .join(', ')
            : labelIn(options, value, env),
    radio: (value, _field, options, env) => labelIn(options, value, env),
    cascade: (value, _field, options, env) => labelIn(options, value, env),
    checkboxes: (value, _field, options, env) =>
        asList(value)
            .map(one => labelIn(options, one, env))
            .join(', '),
};

/**
 * A form field's value as the operator reads it (the conflict dialog's loaded, their and own
 * values): option labels, amounts with decimals, times in the operator's format; never a password.
 * `options` are the field's own, or the definition's for a field that has none.
 */
export const fieldText = (field: FormField, value: unknown, env: ChangeTextEnv, definitionOptions: readonly DefinitionOption[] = []): string => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return env.translate('mc.history.emptyValue');
    return TEXTS[field.kind](value, field, field.options ?? definitionOptions, env) || env.translate('mc.history.emptyValue');
};
