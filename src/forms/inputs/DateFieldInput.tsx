import { TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { FormField } from '../../resources/types';

/** date and datetime: native pickers; the payload carries seconds. */
export const DateFieldInput = ({ field: definition }: { field: FormField }) => {
    const translate = useTranslate();
    const { field, fieldState, id } = useInput({ source: definition.name });
    const error = fieldState.error?.message;
    return (
        <TextField
            {...field}
            id={id}
            value={field.value ?? ''}
            type={definition.kind === 'date' ? 'date' : 'datetime-local'}
            label={translate(definition.label, { _: definition.label })}
            required={definition.required}
            error={!!error}
            helperText={error ?? (definition.hint ? translate(definition.hint) : ' ')}
            slotProps={{ inputLabel: { shrink: true } }}
            size="small"
        />
    );
};
