import type { FormField } from '../FormField';
import { MomentPicker } from './MomentPicker';
import { useFieldInput } from './useFieldInput';

/** date and datetime: the console's picker; the form holds its text, the payload carries seconds. */
export const DateFieldInput = ({ field: definition }: { field: FormField }) => {
    const { field, id, label, error, hint } = useFieldInput(definition);
    return (
        <MomentPicker
            id={id}
            kind={definition.kind === 'date' ? 'date' : 'datetime'}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={label}
            required={definition.required}
            error={!!error}
            helperText={error ?? hint ?? ' '}
        />
    );
};
