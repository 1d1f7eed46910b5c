import { Box, FormLabel, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { ColumnType } from '../../dataProvider/TableDefinition';
import { decodeRange, encodeRange, rangeInputType } from './filterCodec';

export interface RangeFilterProps {
    source: string;
    label: string;
    type: ColumnType;
    alwaysOn?: boolean;
}

/**
 * A from–to filter (datetime, time, date, datemonth, number, second). The form holds the wire
 * text `start,end`, so what the URL keeps is what the server is sent.
 */
export const RangeFilter = ({ source, label, type }: RangeFilterProps) => {
    const translate = useTranslate();
    const { field, id } = useInput({ source, defaultValue: '' });
    const inputType = rangeInputType(type) ?? 'text';
    const [from, to] = decodeRange(type, field.value);
    const numeric = inputType === 'number';
    const change = (next: [string, string]) => field.onChange(encodeRange(type, next) ?? '');
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 0.5 }} role="group" aria-labelledby={`${id}-label`}>
            <FormLabel id={`${id}-label`} component="legend" sx={{ fontSize: 12 }}>
                {label}
            </FormLabel>
            <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                <TextField
                    size="small"
                    type={inputType}
                    value={from}
                    onChange={event => change([event.target.value, to])}
                    slotProps={{ htmlInput: { 'aria-label': `${label} ${translate(numeric ? 'mc.schema.filter.min' : 'mc.schema.filter.from')}` } }}
                    placeholder={translate(numeric ? 'mc.schema.filter.min' : 'mc.schema.filter.from')}
                    sx={{ width: numeric ? 110 : undefined }}
                />
                <span aria-hidden>–</span>
                <TextField
                    size="small"
                    type={inputType}
                    value={to}
                    onChange={event => change([from, event.target.value])}
                    slotProps={{ htmlInput: { 'aria-label': `${label} ${translate(numeric ? 'mc.schema.filter.max' : 'mc.schema.filter.to')}` } }}
                    placeholder={translate(numeric ? 'mc.schema.filter.max' : 'mc.schema.filter.to')}
                    sx={{ width: numeric ? 110 : undefined }}
                />
            </Box>
        </Box>
    );
};
