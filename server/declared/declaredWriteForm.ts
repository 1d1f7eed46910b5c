import { writeFormField } from '../domains/shared/writeFormField';
import { cascadeColumns } from './cascadeColumns';
import { declaredFieldRules } from './declaredFieldRules';
import { declaredOptions, declaredText } from './declaredText';
import type { FormFieldSpec } from '../tables/TableSpec';
import type { TableDeclaration } from './tableDeclarationSchema';

/**
 * The write form a declared table's definition carries: one field per declared write field, in
 * order, with the rules the create and update calls apply, the column's option labels, the hint
 * and the input asked for. A cascade is one field whose second select fills the column's `second`.
 */
export const declaredWriteForm = (declaration: TableDeclaration): FormFieldSpec[] => {
    const rules = declaredFieldRules(declaration);
    const cascades = new Map(cascadeColumns(declaration).map(cascade => [cascade.name, cascade]));
    return declaration.fields.map(field => {
        const rule = rules.find(candidate => candidate.name === field.name)!;
        const labels = new Map((declaredOptions(declaration.columns[field.name]?.options) ?? []).map(option => [String(option.value), option.label]));
        const cascade = cascades.get(field.name);
        const options = cascade
            ? { options: declaredOptions(cascade.column.options) ?? [] }
            : rule.options
              ? { options: rule.options.map(value => ({ value, label: labels.get(String(value)) ?? declaredText(String(value)) })) }
              : {};
        return writeFormField(rule, {
            ...options,
            ...(field.hint ? { hint: declaredText(field.hint) } : {}),
            ...(cascade ? { input: 'cascade', second_name: cascade.second } : field.input ? { input: field.input } : {}),
        });
    });
};
