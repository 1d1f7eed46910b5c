import type { QueryClient } from '@tanstack/react-query';
import type { I18nProvider } from 'react-admin';

/**
 * The server writes table definitions, the Workbench's names and status texts in the language a
 * call carries (the `lang` header). Once the console's language has changed, every cached reply
 * is asked again, in the new language (the calls read it from the i18n provider, which has
 * switched by then).
 */
export const refetchOnLocaleChange = (i18nProvider: I18nProvider, queryClient: QueryClient): I18nProvider => ({
    ...i18nProvider,
    changeLocale: async (locale, options) => {
        const changing = i18nProvider.getLocale() !== locale;
        await i18nProvider.changeLocale(locale, options);
        if (changing) void queryClient.invalidateQueries();
    },
});
