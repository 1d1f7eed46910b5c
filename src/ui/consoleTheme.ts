import type { Theme } from '@mui/material/styles';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The console's MUI theme: react-admin's light theme, with
 * - buttons in sentence case, as their texts are written: MUI draws a button's text (Button,
 *   Tab, ToggleButton, Fab, all through `typography.button`) in capitals, and an English or
 *   Spanish operator read CREATE, EXPORT, LAST 7 DAYS beside sentence-case row actions. Here,
 *   once, rather than on each button;
 * - the focused label of every field in the primary colour's dark shade. In primary.main, the
 *   label of a focused filled field (the default variant of react-admin's inputs) is 4.0:1 on
 *   the field's grey, under WCAG's 4.5:1 (axe color-contrast); the settings panel's theme colour
 *   reaches it too, as its augmented primary keeps a dark shade. An error keeps its own colour.
 */
export const consoleTheme: RaThemeOptions = {
    ...defaultLightTheme,
    typography: {
        ...defaultLightTheme.typography,
        button: { ...(defaultLightTheme.typography as { button?: object } | undefined)?.button, textTransform: 'none' },
    },
    components: {
        ...defaultLightTheme.components,
        MuiFormLabel: {
            styleOverrides: {
                root: ({ theme }: { theme: Theme }) => ({
                    '&.Mui-focused:not(.Mui-error)': { color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark },
                }),
            },
        },
    },
};
