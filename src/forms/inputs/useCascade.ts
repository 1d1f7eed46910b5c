import { useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { SelectOption } from './OptionSelect';

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export interface CascadeSource {
    /** The first select's field, and the second's. */
    source: string;
    secondSource: string;
    /** The second select's options when the first holds `first`. */
    childrenOf: (first: string) => readonly SelectOption[];
    /** Filters start empty; a form takes its record's values. */
    defaultValue?: string;
}

/**
 * The province → city cascade of filters, form inputs and the entry form: two inputs of the
 * surrounding form, the second's options following the first, and the second cleared whenever
 * the first changes (a city of the old province would be wrong).
 */
export const useCascade = ({ source, secondSource, childrenOf, defaultValue }: CascadeSource) => {
    const { setValue } = useFormContext();
    const first = useInput({ source, defaultValue });
    const second = useInput({ source: secondSource, defaultValue });
    const firstValue = asText(first.field.value);
    return {
        first,
        second,
        firstValue,
        secondValue: asText(second.field.value),
        children: childrenOf(firstValue),
        changeFirst: (value: string) => {
            first.field.onChange(value);
            setValue(secondSource, '', { shouldDirty: true });
        },
        changeSecond: (value: string) => second.field.onChange(value),
    };
};
