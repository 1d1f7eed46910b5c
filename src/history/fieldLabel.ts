import type { TableDefinition } from '../dataProvider/TableDefinition';
import type { FormField } from '../forms/FormField';

/**
 * A field's title in the operator's language, by its name on the wire: the form's own label, else
 * the list's column title or the definition's write form label (a field another person's action
 * changed, which the form does not show), else the name itself.
 */
export const fieldLabel =
    (
        fields: readonly FormField[] | undefined,
        definition: TableDefinition | undefined,
        translate: (key: string, options?: Record<string, unknown>) => string
    ) =>
    (name: string): string => {
        const field = fields?.find(candidate => candidate.name === name);
        if (field) return translate(field.label, { _: field.label });
        return definition?.columns.find(column => column.name === name)?.title ?? definition?.form?.find(candidate => candidate.name === name)?.label ?? name;
    };
