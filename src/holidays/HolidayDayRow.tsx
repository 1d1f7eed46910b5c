import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, TableCell, TableRow, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MomentPicker } from '../forms/inputs/MomentPicker';
import type { HolidayConf, HolidayDay } from './holidayCalendar';

interface HolidayDayRowProps {
    day: HolidayDay;
    /** 1-based, as the problems name rows. */
    row: number;
    year: number;
    conf: HolidayConf;
    invalid: boolean;
    onChange: (day: HolidayDay) => void;
    onRemove: () => void;
}

/** One editable day of the calendar: date, holiday name, type, and a remove button. */
export const HolidayDayRow = ({ day, row, year, conf, invalid, onChange, onRemove }: HolidayDayRowProps) => {
    const translate = useTranslate();
    return (
        <TableRow selected={invalid}>
            <TableCell>
                <MomentPicker
                    kind="date"
                    value={day.date}
                    error={invalid && !day.date}
                    onChange={date => onChange({ ...day, date })}
                    ariaLabel={translate('mc.holiday.dateOf', { row })}
                    minDate={`${year}-01-01`}
                    maxDate={`${year}-12-31`}
                    sx={{ width: 170 }}
                />
            </TableCell>
            <TableCell>
                <TextField
                    select
                    size="small"
                    value={day.name}
                    onChange={event => onChange({ ...day, name: event.target.value })}
                    slotProps={{ select: { native: true }, htmlInput: { 'aria-label': translate('mc.holiday.nameOf', { row }) } }}
                    sx={{ minWidth: 140 }}
                >
                    <option value="">{translate('mc.holiday.choose')}</option>
                    {/* A saved name the server no longer offers stays visible until changed. */}
                    {(conf.names.includes(day.name) || !day.name ? conf.names : [day.name, ...conf.names]).map(name => (
                        <option key={name} value={name}>
                            {name}
                        </option>
                    ))}
                </TextField>
            </TableCell>
            <TableCell>
                <TextField
                    select
                    size="small"
                    value={String(day.type)}
                    onChange={event => onChange({ ...day, type: Number(event.target.value) })}
                    slotProps={{ select: { native: true }, htmlInput: { 'aria-label': translate('mc.holiday.typeOf', { row }) } }}
                    sx={{ minWidth: 140 }}
                >
                    {conf.types.map(type => (
                        <option key={type.value} value={String(type.value)}>
                            {type.label}
                        </option>
                    ))}
                </TextField>
            </TableCell>
            <TableCell align="right">
                <Tooltip title={translate('mc.holiday.removeOf', { row })}>
                    <IconButton aria-label={translate('mc.holiday.removeOf', { row })} onClick={onRemove} size="small">
                        <DeleteIcon fontSize="small" />
                    </IconButton>
                </Tooltip>
            </TableCell>
        </TableRow>
    );
};
