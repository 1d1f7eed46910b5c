import { TextField } from '@mui/material';
import { useInput } from 'react-admin';
import { decodeDay, decodeInstant, encodeDay, encodeInstant } from './filterCodec';

export interface SingleTimeFilterProps {
    source: string;
    label: string;
    /** eqdate: one day, sent as its `start,end`; eqtime: one instant in seconds. */
    type: 'eqdate' | 'eqtime';
    alwaysOn?: boolean;
}

/** A one-day or one-instant filter holding its wire value. */
export const SingleTimeFilter = ({ source, label, type }: SingleTimeFilterProps) => {
    const { field, id } = useInput({ source, defaultValue: '' });
    const day = type === 'eqdate';
    return (
        <TextField
            id={id}
            size="small"
            label={label}
            type={day ? 'date' : 'datetime-local'}
            value={day ? decodeDay(field.value) : decodeInstant(field.value)}
            onChange={event => field.onChange((day ? encodeDay : encodeInstant)(event.target.value) ?? '')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ mt: 1 }}
        />
    );
};
