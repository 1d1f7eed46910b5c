import type { FieldRule } from '../domains/shared/validate';
import { cascadeColumns, secondOptions } from './cascadeColumns';
import { fieldOptions } from './storageColumns';
import type { TableDeclaration } from './tableDeclarationSchema';
import { declaredText } from './declaredText';

/** The declaration's write fields as the hand-written domains state them (`maxLength` is text's `max`). */
export const declaredFieldRules = (declaration: TableDeclaration): FieldRule[] =>
    declaration.fields.flatMap(({ maxLength, options: _options, ...field }): FieldRule[] => {
        const rule: FieldRule = {
            ...field,
            title: declaredText(field.title),
            ...(maxLength !== undefined ? { max: maxLength } : {}),
            ...(field.kind === 'enum' || field.kind === 'multi' ? { options: fieldOptions(declaration, field.name) } : {}),
        };
        // A cascade field writes its second level too, under the column's `second` name.
        const cascade = cascadeColumns(declaration).find(c => c.name === field.name);
        if (!cascade) return [rule];
        const options = secondOptions(cascade.column).map(option => option.value);
        return [rule, { name: cascade.second, title: declaredText(field.title), kind: 'enum', required: field.required, options }];
    });
