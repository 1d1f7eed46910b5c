import { ThemeProvider, type Theme } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * react-admin's row checkbox puts its label (选择此行) on the checkbox's wrapping span, where
 * it names nothing (axe: no label, and aria-label prohibited on a span). Within the table this
 * moves it onto the input: the row checkbox sets no input props of its own, so MUI's default
 * props apply to it, while the select-all checkbox keeps its own (全选).
 */
export const NamedRowCheckboxes = ({ children }: { children: ReactNode }) => {
    const translate = useTranslate();
    const label = translate('ra.action.select_row');
    const theme = useCallback(
        (outer: Theme): Theme => ({
            ...outer,
            components: {
                ...outer.components,
                MuiCheckbox: {
                    ...outer.components?.MuiCheckbox,
                    defaultProps: {
                        ...outer.components?.MuiCheckbox?.defaultProps,
                        inputProps: { 'aria-label': label },
                        slotProps: { root: { 'aria-label': undefined } },
                    },
                },
            },
        }),
        [label]
    );
    return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
