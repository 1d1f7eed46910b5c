import { Box, FormLabel, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { ColumnType } from '../../dataProvider/TableDefinition';
import { MomentPicker, type MomentKind } from '../../forms/inputs/MomentPicker';
import { decodeRange, encodeRange, rangeInputType } from './filterCodec';

export interface RangeFilterProps {
    source: string;
    label: string;
    type: ColumnType;
}

/** The picker each range input kind becomes. */
const PICKER_KIND: Record<'datetime-local' | 'date' | 'month', MomentKind> = { 'datetime-local': 'datetime', date: 'date', month: 'month' };

/**
 * A from–to filter (datetime, time, date, datemonth, number, second), one labelled field of two
 * halves (`开始 – 结束`). The form holds the wire text `start,end`, so what the URL keeps is
 * what the server is sent.
 */
export const RangeFilter = ({ source, label, type }: RangeFilterProps) => {
    const translate = useTranslate();
    const { field, id } = useInput({ source, defaultValue: '' });
    const inputType = rangeInputType(type) ?? 'number';
    const [from, to] = decodeRange(type, field.value);
    const change = (next: [string, string]) => field.onChange(encodeRange(type, next) ?? '');
    const numeric = inputType === 'number';
    const sideLabel = (side: 'from' | 'to') =>
        translate(numeric ? (side === 'from' ? 'mc.schema.filter.min' : 'mc.schema.filter.max') : `mc.schema.filter.${side}`);
    const half = (side: 'from' | 'to') => {
        const value = side === 'from' ? from : to;
        const set = (next: string) => change(side === 'from' ? [next, to] : [from, next]);
        const name = `${label} ${sideLabel(side)}`;
        return numeric ? (
            <TextField
                size="small"
                type="number"
                value={value}
                onChange={event => set(event.target.value)}
                placeholder={sideLabel(side)}
                slotProps={{ htmlInput: { 'aria-label': name } }}
                sx={{ flex: 1, minWidth: 0 }}
            />
        ) : (
            <MomentPicker kind={PICKER_KIND[inputType]} value={value} onChange={set} ariaLabel={name} sx={{ flex: 1, minWidth: 0 }} />
        );
    };
    return (
        <Box component="fieldset" role="group" aria-labelledby={`${id}-label`} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <FormLabel id={`${id}-label`} component="legend" sx={{ fontSize: 12, lineHeight: 1.2, p: 0 }}>
                {label}
            </FormLabel>
            <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                {half('from')}
                <span aria-hidden>–</span>
                {half('to')}
            </Box>
        </Box>
    );
};
