import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import type { FormField } from '../FormField';
import { useFieldInput } from './useFieldInput';
import { useFieldOptions } from './useFieldOptions';

/** Several of a few options, all in sight, sent as a list (the entry form's business scope). */
export const CheckboxesFieldInput = ({ field: definition }: { field: FormField }) => {
    const { field, label, error, hint } = useFieldInput(definition);
    const { options } = useFieldOptions(definition, undefined);
    const selected: string[] = Array.isArray(field.value) ? field.value.map(String) : [];
    return (
        <FormControl error={!!error} component="fieldset">
            <FormLabel component="legend" required={definition.required}>
                {label}
            </FormLabel>
            <FormGroup row>
                {options.map(option => {
                    const value = String(option.value);
                    const checked = selected.includes(value);
                    return (
                        <FormControlLabel
                            key={value}
                            label={option.label}
                            control={
                                <Checkbox
                                    checked={checked}
                                    onChange={() => field.onChange(checked ? selected.filter(one => one !== value) : [...selected, value])}
                                />
                            }
                        />
                    );
                })}
            </FormGroup>
            <FormHelperText>{error ?? hint ?? ' '}</FormHelperText>
        </FormControl>
    );
};
