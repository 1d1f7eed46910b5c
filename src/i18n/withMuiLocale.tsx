import { enUS, esES, jaJP, zhCN, type Localization } from '@mui/material/locale';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, useEffect, type ComponentType } from 'react';
import { useLocaleState } from 'react-admin';
import { applyDayjsLocale } from './dayjsLocale';
import { matchLocale, type Locale } from './locales';

const MUI_LOCALES: Record<Locale, Localization> = { 'zh-cn': zhCN, en: enUS, es: esES, ja: jaJP };

type Components = Record<string, { defaultProps?: object } | undefined>;

/**
 * The texts MUI components carry themselves (an Autocomplete's "Open"/"Clear", an Alert's
 * "Close", collapsed Breadcrumbs) as defaults of the theme, in the language in use. Props set
 * by the code, and defaults the theme already has, still win.
 */
export const withMuiLocaleTheme = (outer: Theme, localization: Localization): Theme => {
    const components = { ...outer.components } as Components;
    for (const [name, localized] of Object.entries((localization.components ?? {}) as Components)) {
        components[name] = {
            ...components[name],
            defaultProps: { ...localized?.defaultProps, ...components[name]?.defaultProps },
        };
    }
    return { ...outer, components: components as Theme['components'] };
};

/**
 * Wraps a layout so the MUI components inside it, and dayjs (the pickers' calendar, whose global
 * locale the start leaves to the signed-in shell), speak react-admin's current language.
 */
export const withMuiLocale = <P extends object>(Layout: ComponentType<P>) => {
    const Localized = (props: P) => {
        const [locale] = useLocaleState();
        const localization = MUI_LOCALES[matchLocale(locale) ?? 'zh-cn'];
        const theme = useCallback((outer: Theme) => withMuiLocaleTheme(outer, localization), [localization]);
        useEffect(() => {
            applyDayjsLocale(locale).catch(() => undefined);
        }, [locale]);
        return (
            <ThemeProvider theme={theme}>
                <Layout {...props} />
            </ThemeProvider>
        );
    };
    Localized.displayName = `withMuiLocale(${Layout.displayName ?? Layout.name})`;
    return Localized;
};
