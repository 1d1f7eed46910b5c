import type { FieldRule } from '../domains/shared/validate';
import { fieldOptions } from './storageColumns';
import type { TableDeclaration } from './tableDeclarationSchema';

/** The declaration's write fields as the hand-written domains state them (`maxLength` is text's `max`). */
export const declaredFieldRules = (declaration: TableDeclaration): FieldRule[] =>
    declaration.fields.map(({ maxLength, options: _options, ...field }) => ({
        ...field,
        ...(maxLength !== undefined ? { max: maxLength } : {}),
        ...(field.kind === 'enum' || field.kind === 'multi' ? { options: fieldOptions(declaration, field.name) } : {}),
    }));
