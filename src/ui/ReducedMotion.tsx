import { useMediaQuery } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The operating system's "reduce motion" setting, as CSS reads it. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * `theme` without motion (WCAG 2.3.3, Animation from Interactions): every MUI transition is
 * instant (dialogs, menus and folding filters appear at once, their timeouts 0) and no button
 * ripples. Spinners and skeletons keep their animation: they say that something is loading.
 */
export const reducedMotionTheme = (theme: Theme): Theme => ({
    ...theme,
    transitions: {
        ...theme.transitions,
        create: () => 'none',
        getAutoHeightDuration: () => 0,
        duration: Object.fromEntries(Object.keys(theme.transitions.duration).map(name => [name, 0])) as unknown as Theme['transitions']['duration'],
    },
    components: {
        ...theme.components,
        MuiButtonBase: {
            ...theme.components?.MuiButtonBase,
            defaultProps: { ...theme.components?.MuiButtonBase?.defaultProps, disableRipple: true },
        },
    },
});

/** Gives `children` the theme around them without motion when the user's system asks for less. */
export const ReducedMotion = ({ children }: { children: ReactNode }) => {
    const reduce = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
    return reduce ? <ThemeProvider theme={reducedMotionTheme}>{children}</ThemeProvider> : children;
};
