import { createInstance, type BackendModule } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import zh from './messages/zh';
import { LOCALES, detectLocale, type Locale } from './locales';

/** Catalogues other than the default are split out of the first-loaded bundle. */
const lazyCatalogues: Partial<Record<Locale, () => Promise<{ default: object }>>> = {
    en: () => import('./messages/en'),
};

const lazyBackend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
        const load = lazyCatalogues[language as Locale];
        if (!load) return callback(null, {});
        load().then(
            module => callback(null, convertRaTranslationsToI18next(module.default)),
            error => callback(error, false)
        );
    },
};

/** react-admin keeps the chosen locale in its store, under this localStorage key. */
export const STORED_LOCALE_KEY = 'RaStore.locale';

const readStoredLocale = (): unknown => {
    try {
        return JSON.parse(localStorage.getItem(STORED_LOCALE_KEY) ?? 'null');
    } catch {
        return null;
    }
};

/** The i18n provider: stored choice, else browser language, else the configured default. */
export const createI18nProvider = async (defaultLocale: string): Promise<I18nProvider> => {
    const lng = detectLocale(readStoredLocale(), navigator.languages ?? [navigator.language], defaultLocale);
    const instance = createInstance().use(lazyBackend);
    return getI18nProvider(
        instance,
        {
            lng,
            fallbackLng: 'zh-cn',
            lowerCaseLng: true,
            load: 'currentOnly',
            partialBundledLanguages: true,
            resources: { 'zh-cn': { translation: convertRaTranslationsToI18next(zh) } },
            interpolation: { escapeValue: false },
        },
        LOCALES.map(({ locale, name }) => ({ locale, name }))
    );
};
