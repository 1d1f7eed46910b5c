import { catalogue } from '../../../../src/app/catalogue';
import type { FormField } from '../../../../src/forms/FormField';

const fieldKeys = (fields: readonly FormField[] = []) =>
    fields.flatMap(field => [field.label, field.hint, ...(field.options ?? []).map(option => option.label)]);

/**
 * The translation keys the route catalogue holds as data: route titles, form field labels,
 * hints and option labels, action success messages. Builders such as titleKey() or
 * `mc.field.${name}` make them at run time, so no literal in the code names them.
 */
export const catalogueKeys = (): string[] => [
    ...new Set(
        catalogue
            .flatMap(entry => [
                entry.title,
                ...fieldKeys(entry.fields),
                ...(typeof entry.action === 'object' ? [...fieldKeys(entry.action.fields), entry.action.success] : []),
            ])
            .filter((key): key is string => typeof key === 'string')
    ),
];
