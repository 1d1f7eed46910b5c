import { useTheme, type SxProps, type TextFieldProps, type Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { datePattern } from '../../i18n/dateFormats';
import { PickersLocalization } from '../../i18n/PickersLocalization';
import { INPUT_FORMATS } from '../timeValue';

/** What a picker picks; time-of-day values do not occur in the console (`time` columns hold moments). */
export type MomentKind = 'date' | 'month' | 'datetime';

// Filters and forms edit minutes, not seconds: a field of `L LTS` would ask for seconds nobody types.
const FIELD_FORMAT: Record<MomentKind, (locale: string) => string> = {
    date: locale => datePattern('date', locale),
    month: locale => datePattern('month', locale),
    datetime: locale => `${datePattern('date', locale)} ${datePattern('time', locale).replace('LTS', 'LT').replace(':ss', '')}`,
};

export interface MomentPickerProps {
    kind: MomentKind;
    /** The value as text dayjs reads (`YYYY-MM-DD`, `YYYY-MM`, `YYYY-MM-DDTHH:mm`), '' for none. */
    value: string;
    /** The picked value in the same text form, '' when cleared or not a whole date yet. */
    onChange: (value: string) => void;
    /** The visible label; without one, `ariaLabel` names the field. */
    label?: ReactNode;
    ariaLabel?: string;
    id?: string;
    required?: boolean;
    error?: boolean;
    helperText?: ReactNode;
    onBlur?: () => void;
    minDate?: string;
    maxDate?: string;
    fullWidth?: boolean;
    /** Without its own box and underline: one half of a field that draws them (a range). */
    bare?: boolean;
    sx?: SxProps<Theme>;
}

/** The text each kind is held as: the formats forms and the filter codec already speak. */
export const MOMENT_TEXT: Record<MomentKind, string> = { date: INPUT_FORMATS.date, month: INPUT_FORMATS.month, datetime: INPUT_FORMATS['datetime-local'] };

export const momentOf = (text: string): Dayjs | null => {
    if (!text) return null;
    const parsed = dayjs(text);
    return parsed.isValid() ? parsed : null;
};

/**
 * The console's one date picker (MUI X, in the console's language): list filters, form date
 * fields and the holiday calendar. It keeps the text values the forms and the filter codec
 * already speak, so what is sent to the server does not depend on the picker.
 */
export const MomentPicker = ({
    kind,
    value,
    onChange,
    label,
    ariaLabel,
    id,
    required,
    error,
    helperText,
    onBlur,
    minDate,
    maxDate,
    fullWidth,
    bare,
    sx,
}: MomentPickerProps) => {
    const [locale] = useLocaleState();
    // The pickers' text field does not read MUI's TextField defaults: take the theme's variant
    // (react-admin's is filled), so a picker looks like the inputs around it.
    const themeVariant: TextFieldProps['variant'] = useTheme().components?.MuiTextField?.defaultProps?.variant ?? 'outlined';
    const variant = bare ? 'standard' : themeVariant;
    // A half-typed date is invalid and travels as ''; the picker keeps it, rather than being
    // handed back null and clearing the sections the operator is still typing.
    const [typing, setTyping] = useState<Dayjs | null>(null);
    const change = (next: Dayjs | null) => {
        setTyping(next && !next.isValid() ? next : null);
        onChange(next && next.isValid() ? next.format(MOMENT_TEXT[kind]) : '');
    };
    // The open calendar is a dialog (a popper; on a phone, a modal): named after its field.
    const dialogName =
        ariaLabel || typeof label === 'string' ? { 'aria-label': ariaLabel || (label as string) } : id ? { 'aria-labelledby': `${id}-label` } : {};
    const common = {
        value: value === '' && typing ? typing : momentOf(value),
        onChange: change,
        format: FIELD_FORMAT[kind](locale),
        label,
        minDate: minDate ? (momentOf(minDate) ?? undefined) : undefined,
        maxDate: maxDate ? (momentOf(maxDate) ?? undefined) : undefined,
        sx,
        slotProps: {
            textField: {
                id,
                variant,
                size: 'small' as const,
                required,
                error,
                helperText,
                onBlur,
                fullWidth,
                // The sections group is named by its label; without a visible one, by this.
                slotProps: {
                    input: {
                        ...(ariaLabel ? { 'aria-label': ariaLabel, 'aria-labelledby': undefined } : {}),
                        ...(bare ? { disableUnderline: true } : {}),
                    },
                },
            },
            field: { clearable: true },
            popper: dialogName,
            dialog: dialogName,
            // A half of a range is a line of text, not a 40 px control.
            ...(bare ? { openPickerButton: { size: 'small' as const } } : {}),
        },
    };
    return (
        <PickersLocalization>
            {kind === 'datetime' ? (
                <DateTimePicker {...common} />
            ) : (
                // A month picker never shows days.
                <DatePicker {...common} views={kind === 'month' ? ['year', 'month'] : ['year', 'month', 'day']} openTo={kind === 'month' ? 'month' : 'day'} />
            )}
        </PickersLocalization>
    );
};
