import type { FormFieldSpec } from '../../tables/TableSpec';
import type { FieldRule } from './validate';

/**
 * A write rule as a table definition's write form states it (docs/protocol.md §9.1): its kind, label,
 * required flag and limits as `readFields` applies them (int and cents start at 0 unless `min`
 * says otherwise), its accepted values (labelled by `extra.options` where the caller knows the
 * labels). `extra` adds what a rule does not hold: option labels, a hint, the input asked for.
 */
export const writeFormField = (rule: FieldRule, extra: Partial<FormFieldSpec> = {}): FormFieldSpec => {
    const kind = rule.kind ?? 'text';
    const ranged = kind === 'int' || kind === 'cents';
    return {
        name: rule.name,
        kind,
        label: rule.title,
        ...(rule.required ? { required: true } : {}),
        ...(kind === 'text' && rule.max !== undefined ? { max_length: rule.max } : {}),
        ...(ranged ? { min: rule.min ?? 0, ...(rule.max !== undefined ? { max: rule.max } : {}) } : {}),
        ...(rule.options ? { options: rule.options.map(value => ({ value, label: { 'zh-cn': String(value) } })) } : {}),
        ...extra,
    };
};
