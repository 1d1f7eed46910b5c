import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useLayoutSetting } from './useLayoutSetting';

const SIZED = ['MuiButton', 'MuiIconButton', 'MuiTextField', 'MuiFormControl', 'MuiTable', 'MuiToggleButton'] as const;

/** Applies the chosen theme colour and, when chosen, the small control size inside the layout. */
export const SettingsThemeProvider = ({ children }: { children: ReactNode }) => {
    const [themeColor] = useLayoutSetting('themeColor');
    const [size] = useLayoutSetting('size');
    const theme = useCallback(
        (outer: Theme): Theme => {
            const components = { ...outer.components } as Record<string, { defaultProps?: object } | undefined>;
            if (size === 'small') {
                for (const name of SIZED) {
                    components[name] = { ...components[name], defaultProps: { ...components[name]?.defaultProps, size: 'small' } };
                }
            }
            return {
                ...outer,
                palette: { ...outer.palette, primary: outer.palette.augmentColor({ color: { main: themeColor } }) },
                components: components as Theme['components'],
            };
        },
        [themeColor, size]
    );
    return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
