import { Checkbox, ListItemText, MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** An option as the select shows it: value and translated (or server) label. */
export interface SelectOption {
    value: string | number;
    label: string;
}

export interface OptionSelectProps {
    id?: string;
    label: string;
    options: readonly SelectOption[];
    /** The chosen value as text ('' for none), or the chosen values of a `multiple` select. */
    value: string | string[];
    onChange: (value: string | string[]) => void;
    onBlur?: () => void;
    /** Label of a first '' option (a filter's "全部"); none when omitted. */
    emptyLabel?: string;
    multiple?: boolean;
    required?: boolean;
    disabled?: boolean;
    error?: boolean;
    /** The line under the select; omitted, there is none (filters). */
    helperText?: ReactNode;
    sx?: SxProps<Theme>;
}

/**
 * The one select of options of the console: list filters, form selects, both halves of a
 * cascade and the entry form. Values travel as text, so 0 and "0" are the same choice; a
 * `multiple` select ticks its options and shows the chosen labels joined.
 */
export const OptionSelect = ({
    id,
    label,
    options,
    value,
    onChange,
    onBlur,
    emptyLabel,
    multiple,
    required,
    disabled,
    error,
    helperText,
    sx,
}: OptionSelectProps) => {
    const translate = useTranslate();
    const chosen = multiple ? (Array.isArray(value) ? value : []) : Array.isArray(value) ? '' : value;
    const labelOf = (one: string) => options.find(option => String(option.value) === one)?.label ?? one;
    return (
        <TextField
            select
            size="small"
            id={id}
            label={label}
            value={chosen}
            onChange={event => onChange(event.target.value)}
            onBlur={onBlur}
            required={required}
            disabled={disabled}
            error={error}
            helperText={helperText}
            sx={sx}
            slotProps={
                multiple
                    ? { select: { multiple: true, renderValue: selected => (selected as string[]).map(labelOf).join(translate('mc.schema.listSeparator')) } }
                    : undefined
            }
        >
            {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
            {options.map(option => (
                <MenuItem key={String(option.value)} value={String(option.value)}>
                    {multiple ? (
                        <>
                            <Checkbox size="small" checked={(chosen as string[]).includes(String(option.value))} />
                            <ListItemText primary={option.label} />
                        </>
                    ) : (
                        option.label
                    )}
                </MenuItem>
            ))}
        </TextField>
    );
};
