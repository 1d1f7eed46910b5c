import { LIST_WRITE_KINDS } from '../../protocol/writeForm';
import type { DefinitionFormField } from '../dataProvider/TableDefinition';
import type { FormField } from './FormField';

/**
 * The server's write form (a table definition's `form`) as the console's form fields: each with
 * the input the parser chose for its kind, labels and hints shown as sent, a select of a list
 * kind taking several values, and a price whose lower bound is below zero taking a minus sign.
 */
export const definitionFormFields = (form: readonly DefinitionFormField[]): FormField[] =>
    form.map(({ name, kind, input, label, required, maxLength, min, max, options, hint, secondName }) => ({
        name,
        kind: input,
        label,
        ...(required ? { required } : {}),
        ...(maxLength !== undefined ? { maxLength } : {}),
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(options?.length ? { options } : {}),
        ...(hint ? { hint } : {}),
        ...(secondName ? { secondName } : {}),
        ...(input === 'select' && LIST_WRITE_KINDS.has(kind) ? { multiple: true } : {}),
        ...(input === 'price' && min !== undefined && min < 0 ? { signed: true } : {}),
    }));
