import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useInput } from 'react-admin';
import type { DefinitionOption } from '../../dataProvider/TableDefinition';
import { decodeValues, encodeValues } from './filterCodec';

export interface CheckboxFilterProps {
    source: string;
    label: string;
    options: DefinitionOption[];
}

/** Several values, sent joined with `,`. */
export const CheckboxFilter = ({ source, label, options }: CheckboxFilterProps) => {
    const { field, id } = useInput({ source, defaultValue: '' });
    const values = decodeValues(field.value);
    const toggle = (value: string) => field.onChange(encodeValues(values.includes(value) ? values.filter(one => one !== value) : [...values, value]) ?? '');
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel id={`${id}-label`} component="legend" sx={{ fontSize: 12 }}>
                {label}
            </FormLabel>
            <FormGroup row aria-labelledby={`${id}-label`}>
                {options.map(option => (
                    <FormControlLabel
                        key={String(option.value)}
                        label={option.label}
                        control={<Checkbox size="small" checked={values.includes(String(option.value))} onChange={() => toggle(String(option.value))} />}
                    />
                ))}
            </FormGroup>
        </Box>
    );
};
