import { useInput } from 'react-admin';
import { MomentPicker } from '../../forms/inputs/MomentPicker';
import { decodeDay, decodeInstant, encodeDay, encodeInstant } from './filterCodec';

export interface SingleTimeFilterProps {
    source: string;
    label: string;
    /** eqdate: one day, sent as its `start,end`; eqtime: one instant in seconds. */
    type: 'eqdate' | 'eqtime';
}

/** A one-day or one-instant filter holding its wire value. */
export const SingleTimeFilter = ({ source, label, type }: SingleTimeFilterProps) => {
    const { field, id } = useInput({ source, defaultValue: '' });
    const day = type === 'eqdate';
    return (
        <MomentPicker
            id={id}
            kind={day ? 'date' : 'datetime'}
            label={label}
            value={day ? decodeDay(field.value) : decodeInstant(field.value)}
            onChange={text => field.onChange((day ? encodeDay : encodeInstant)(text) ?? '')}
            fullWidth
        />
    );
};
