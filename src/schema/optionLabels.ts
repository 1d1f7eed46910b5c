import type { DefinitionOption } from '../dataProvider/TableDefinition';

const same = (option: DefinitionOption, value: unknown) => String(option.value) === String(value);

/** The label of a select value, or the value itself when no option has it. */
export const optionLabel = (options: DefinitionOption[], value: unknown): string => {
    const option = options.find(candidate => same(candidate, value));
    return option ? option.label : String(value);
};

/** A checkbox value (array, or text joined with `,`) as the list of its values. */
export const splitValues = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.map(String);
    if (value === null || value === undefined || value === '') return [];
    return String(value)
        .split(',')
        .map(part => part.trim())
        .filter(Boolean);
};

/** The labels from the root down to the option holding `value` in a cascade tree. */
export const cascadePath = (options: DefinitionOption[], value: unknown): string[] | undefined => {
    for (const option of options) {
        if (same(option, value)) return [option.label];
        if (option.children) {
            const below = cascadePath(option.children, value);
            if (below) return [option.label, ...below];
        }
    }
    return undefined;
};
