import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { FormField } from '../FormField';
import { useFieldInput } from './useFieldInput';
import { useFieldOptions } from './useFieldOptions';

/** One of a few options, all in sight (the entry form's merchant kind). */
export const RadioFieldInput = ({ field: definition }: { field: FormField }) => {
    const { field, id, label, error, hint } = useFieldInput(definition);
    const { options } = useFieldOptions(definition, undefined);
    return (
        <FormControl error={!!error}>
            <FormLabel id={`${id}-label`} required={definition.required}>
                {label}
            </FormLabel>
            <RadioGroup
                row
                aria-labelledby={`${id}-label`}
                name={field.name}
                value={field.value ?? ''}
                onChange={event => field.onChange(event.target.value)}
                onBlur={field.onBlur}
            >
                {options.map(option => (
                    <FormControlLabel key={String(option.value)} value={String(option.value)} control={<Radio />} label={option.label} />
                ))}
            </RadioGroup>
            <FormHelperText>{error ?? hint ?? ' '}</FormHelperText>
        </FormControl>
    );
};
