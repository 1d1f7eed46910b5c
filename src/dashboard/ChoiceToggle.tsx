import { ToggleButton, ToggleButtonGroup } from '@mui/material';

export interface ChoiceToggleProps<T extends string | number> {
    /** The group's accessible name. */
    label: string;
    value: T;
    choices: ReadonlyArray<{ value: T; label: string }>;
    onChange(value: T): void;
}

/** One of a few choices as pressed buttons (a range, a breakdown); pressing the chosen one keeps it. */
export const ChoiceToggle = <T extends string | number>({ label, value, choices, onChange }: ChoiceToggleProps<T>) => (
    <ToggleButtonGroup size="small" exclusive value={value} aria-label={label} onChange={(_, chosen: T | null) => chosen !== null && onChange(chosen)}>
        {choices.map(choice => (
            <ToggleButton key={choice.value} value={choice.value}>
                {choice.label}
            </ToggleButton>
        ))}
    </ToggleButtonGroup>
);
