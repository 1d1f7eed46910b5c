import { writeFormField } from '../domains/shared/writeFormField';
import { cascadeColumns } from './cascadeColumns';
import { writtenColumns, type Declaration } from './declaredColumns';
import { declaredFieldRules } from './declaredFieldRules';
import { declaredOptions, declaredText, type TextsOf } from './declaredText';
import type { FormFieldSpec } from '../tables/TableSpec';

/**
 * The write form a declared table's definition carries: one field per written column, in order,
 * with the rules the create and update calls apply, the column's option labels, the hint and the
 * input asked for. A cascade is one field whose second select fills the column's `second`.
 */
export const declaredWriteForm = (declaration: Declaration, text: TextsOf = declaredText): FormFieldSpec[] => {
    const rules = declaredFieldRules(declaration, text);
    const cascades = new Map(cascadeColumns(declaration).map(cascade => [cascade.name, cascade]));
    return writtenColumns(declaration).map(({ name, column, write }) => {
        const rule = rules.find(candidate => candidate.name === name)!;
        const labels = new Map((declaredOptions(column.options, text) ?? []).map(option => [String(option.value), option.label]));
        const cascade = cascades.get(name);
        const options = cascade
            ? { options: declaredOptions(cascade.column.options, text) ?? [] }
            : rule.options
              ? { options: rule.options.map(value => ({ value, label: labels.get(String(value)) ?? text(String(value)) })) }
              : {};
        return writeFormField(rule, {
            ...options,
            ...(write.hint ? { hint: text(write.hint) } : {}),
            ...(cascade ? { input: 'cascade', second_name: cascade.second } : write.input ? { input: write.input } : {}),
        });
    });
};
