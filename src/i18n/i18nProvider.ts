import { createInstance, type BackendModule } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { applyDayjsLocale, dayjsLocaleOf } from './dayjsLocale';
import { HTML_LANG, LOCALES, detectLocale, type Locale } from './locales';
import zh from './messages/zh';

/** Catalogues other than the default are split out of the first-loaded bundle. */
export const lazyCatalogues: Record<Exclude<Locale, 'zh-cn'>, () => Promise<{ default: object }>> = {
    en: () => import('./messages/en'),
    es: () => import('./messages/es'),
    ja: () => import('./messages/ja'),
};

/** Texts that the deployment adds at start-up, per language: the inline titles and labels of catalogue extensions. */
export type ExtraMessages = Partial<Record<Locale, object>>;

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `extra` laid over `base`, key by key (an extension's section title joins `mc.section`, it does not replace it). */
const deepMerge = (base: Tree, extra: Tree): Tree => {
    const merged: Tree = { ...base };
    for (const [key, value] of Object.entries(extra)) merged[key] = isTree(value) && isTree(merged[key]) ? deepMerge(merged[key], value) : value;
    return merged;
};

const withExtra = (messages: object, extra: object | undefined) =>
    convertRaTranslationsToI18next(extra ? deepMerge(messages as Tree, extra as Tree) : messages);

const lazyBackend = (extra: ExtraMessages): BackendModule => ({
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
        const load = lazyCatalogues[language as keyof typeof lazyCatalogues];
        if (!load) return callback(null, {});
        load().then(
            module => callback(null, withExtra(module.default, extra[language as Locale])),
            error => callback(error, false)
        );
    },
});

/** The i18n provider, and the texts a catalogue read again adds (a design's new menu entry, src/app/catalogueStore.ts). */
export interface ConsoleI18nProvider extends I18nProvider {
    addTexts(extra: ExtraMessages): void;
}

/** react-admin keeps the chosen locale in its store, under this localStorage key. */
export const STORED_LOCALE_KEY = 'RaStore.locale';

const readStoredLocale = (): unknown => {
    try {
        return JSON.parse(localStorage.getItem(STORED_LOCALE_KEY) ?? 'null');
    } catch {
        return null;
    }
};

const browserLanguages = (): readonly string[] => (navigator.languages?.length ? navigator.languages : [navigator.language]);

/** The document's language follows the console's, from the first render on. */
const applyDocumentLang = (locale: string) => {
    document.documentElement.lang = HTML_LANG[dayjsLocaleOf(locale)];
};

/**
 * The i18n provider: stored choice, else browser language, else the configured default. `extra`
 * adds the deployment's texts to each language's catalogue as it is loaded.
 * Dates and the document's language follow it: every locale change also switches dayjs and
 * `<html lang>`, before react-admin re-renders with the new catalogue. At start only `<html
 * lang>` is set: the login page shows no date, so dayjs is left to the signed-in shell
 * (`withMuiLocale`), and `formatDate` names its locale itself.
 */
export const createI18nProvider = async (defaultLocale: string, initialExtra: ExtraMessages = {}): Promise<ConsoleI18nProvider> => {
    const extra: ExtraMessages = { ...initialExtra };
    const lng = detectLocale(readStoredLocale(), browserLanguages(), defaultLocale);
    const instance = createInstance().use(lazyBackend(extra));
    applyDocumentLang(lng);
    const provider = await getI18nProvider(
        instance,
        {
            lng,
            fallbackLng: 'zh-cn',
            lowerCaseLng: true,
            load: 'currentOnly',
            partialBundledLanguages: true,
            resources: { 'zh-cn': { translation: withExtra(zh, extra['zh-cn']) } },
            interpolation: { escapeValue: false },
            // Server messages go through translate() as they are; a colon in one must not be
            // read as an i18next namespace ("错误: …" would lose its first half).
            nsSeparator: false,
        },
        LOCALES.map(({ locale, name }) => ({ locale, name }))
    );
    return {
        ...provider,
        changeLocale: async (locale: string) => {
            applyDocumentLang(locale);
            await Promise.all([provider.changeLocale(locale), applyDayjsLocale(locale)]);
        },
        addTexts(more) {
            for (const { locale } of LOCALES) {
                const texts = more[locale];
                if (!texts) continue;
                extra[locale] = deepMerge((extra[locale] ?? {}) as Tree, texts as Tree);
                // A language loaded already takes them now; one loaded later takes them with `extra`.
                if (instance.hasResourceBundle(locale, 'translation'))
                    instance.addResourceBundle(locale, 'translation', convertRaTranslationsToI18next(texts), true, true);
            }
        },
    };
};
