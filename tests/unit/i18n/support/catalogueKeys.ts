import { catalogue } from '../../../../src/app/catalogue';
import type { FormField } from '../../../../src/forms/FormField';

const fieldKeys = (fields: readonly FormField[] = []) =>
    fields.flatMap(field => [field.label, field.hint, field.secondLabel, ...(field.options ?? []).map(option => option.label)]);

/**
 * The translation keys the route catalogue holds as data (src/app/catalogue/*.json): route
 * titles, form field labels, hints and option labels, action success messages, list tabs, record
 * details. No literal in the code names them.
 */
export const catalogueKeys = (): string[] => [
    ...new Set(
        catalogue
            .flatMap(entry => [
                entry.title,
                ...fieldKeys(entry.fields),
                ...(typeof entry.action === 'object' ? [...fieldKeys(entry.action.fields), entry.action.success] : []),
                ...(entry.tabs ?? []).map(tab => tab.label),
                ...(entry.details ?? []).flatMap(detail => [detail.title, ...detail.columns.map(column => column.label)]),
            ])
            .filter((key): key is string => typeof key === 'string')
    ),
];
