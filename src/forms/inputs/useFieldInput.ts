import { useInput, useTranslate } from 'react-admin';
import type { FormField } from '../FormField';

/**
 * react-admin's `useInput` for a catalogue field, with what every generated input shows around
 * it: the translated label (a server-sent label as is), the validation error, the hint.
 */
export const useFieldInput = (definition: FormField, source = definition.name) => {
    const translate = useTranslate();
    const input = useInput({ source });
    return {
        ...input,
        label: translate(definition.label, { _: definition.label }),
        error: input.fieldState.error?.message,
        hint: definition.hint ? translate(definition.hint, { _: definition.hint }) : undefined,
    };
};
