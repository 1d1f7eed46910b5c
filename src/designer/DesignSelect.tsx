import { TextField } from '@mui/material';
import type { ReactNode } from 'react';

interface DesignSelectProps {
    label: string;
    value: string;
    onChange(value: string): void;
    disabled?: boolean;
    /** The problems the server found in the value. */
    errors?: readonly string[];
    minWidth?: number;
    /** The `<option>`s. */
    children: ReactNode;
}

/** One of the form's choices: the browser's own select (quick by keyboard, chosen by label in tests), its label always raised. */
export const DesignSelect = ({ label, value, onChange, disabled, errors, minWidth = 160, children }: DesignSelectProps) => (
    <TextField
        size="small"
        select
        sx={{ minWidth }}
        label={label}
        value={value}
        onChange={event => onChange(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        disabled={disabled}
        {...(errors?.length ? { error: true, helperText: errors.join(' · ') } : {})}
    >
        {children}
    </TextField>
);
