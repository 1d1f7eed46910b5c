import { Checkbox, FormControl, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { FormField } from '../FormField';
import { useFieldInput } from './useFieldInput';

/**
 * One tick, sent as 1/0 (the entry form's "我已阅读并同意"). `beside` stands after the label,
 * outside it, so the checkbox keeps its own name (the agreement link).
 */
export const CheckboxFieldInput = ({ field: definition, beside }: { field: FormField; beside?: ReactNode }) => {
    const { field, id, label, error, hint } = useFieldInput(definition);
    return (
        <FormControl error={!!error}>
            <Stack direction="row" alignItems="center" flexWrap="wrap">
                <FormControlLabel
                    label={label}
                    control={<Checkbox id={id} checked={!!field.value} onChange={event => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
                />
                {beside}
            </Stack>
            <FormHelperText>{error ?? hint ?? ' '}</FormHelperText>
        </FormControl>
    );
};
