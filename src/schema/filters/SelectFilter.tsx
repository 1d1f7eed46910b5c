import { MenuItem, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { DefinitionOption } from '../../dataProvider/TableDefinition';

export interface SelectFilterProps {
    source: string;
    label: string;
    options: DefinitionOption[];
    alwaysOn?: boolean;
}

/** One exact value; values travel as text, so 0 and "0" are the same choice. */
export const SelectFilter = ({ source, label, options }: SelectFilterProps) => {
    const translate = useTranslate();
    const { field, id } = useInput({ source, defaultValue: '' });
    return (
        <TextField
            select
            size="small"
            id={id}
            label={label}
            value={field.value === undefined || field.value === null ? '' : String(field.value)}
            onChange={event => field.onChange(event.target.value)}
            sx={{ minWidth: 140, mt: 1 }}
        >
            <MenuItem value="">{translate('mc.schema.filter.all')}</MenuItem>
            {options.map(option => (
                <MenuItem key={String(option.value)} value={String(option.value)}>
                    {option.label}
                </MenuItem>
            ))}
        </TextField>
    );
};
