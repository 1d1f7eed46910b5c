import { Box, FormLabel, TextField, type SxProps, type Theme } from '@mui/material';
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

const RANGE_SX: SxProps<Theme> = {
    m: 0,
    minWidth: 0,
    px: 1.5,
    pt: 0.75,
    pb: 0.25,
    border: 0,
    borderTopLeftRadius: 4,
    borderTopRightRadius: 4,
    bgcolor: theme => (theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.06)' : 'rgba(255, 255, 255, 0.09)'),
    boxShadow: theme => `inset 0 -1px 0 ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.42)' : 'rgba(255, 255, 255, 0.7)'}`,
    '&:focus-within': { boxShadow: theme => `inset 0 -2px 0 ${theme.palette.primary.main}` },
    '&:focus-within legend': { color: 'primary.main' },
};

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
                variant="standard"
                type="number"
                value={value}
                onChange={event => set(event.target.value)}
                placeholder={sideLabel(side)}
                slotProps={{ input: { disableUnderline: true }, htmlInput: { 'aria-label': name } }}
                sx={{ flex: 1, minWidth: 0 }}
            />
        ) : (
            <MomentPicker kind={PICKER_KIND[inputType]} value={value} onChange={set} ariaLabel={name} bare sx={{ flex: 1, minWidth: 0 }} />
        );
    };
    // One field of two halves, drawn like the filled inputs beside it: their box, their underline
    // (thicker while either half has the focus), the label inside at the top.
    return (
        <Box component="fieldset" role="group" aria-labelledby={`${id}-label`} sx={RANGE_SX}>
            <FormLabel id={`${id}-label`} component="legend" sx={{ float: 'left', width: '100%', fontSize: 12, lineHeight: 1.4, p: 0 }}>
                {label}
            </FormLabel>
            <Box sx={{ clear: 'both', display: 'flex', gap: 1, alignItems: 'center' }}>
                {half('from')}
                <span aria-hidden>–</span>
                {half('to')}
            </Box>
        </Box>
    );
};
