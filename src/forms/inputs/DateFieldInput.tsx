import { TextField } from '@mui/material';
import type { FormField } from '../FormField';
import { useFieldInput } from './useFieldInput';

/** date and datetime: native pickers; the payload carries seconds. */
export const DateFieldInput = ({ field: definition }: { field: FormField }) => {
    const { field, id, label, error, hint } = useFieldInput(definition);
    return (
        <TextField
            {...field}
            id={id}
            value={field.value ?? ''}
            type={definition.kind === 'date' ? 'date' : 'datetime-local'}
            label={label}
            required={definition.required}
            error={!!error}
            helperText={error ?? hint ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            size="small"
        />
    );
};
