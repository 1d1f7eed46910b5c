import { createInstance, type BackendModule } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { applyDayjsLocale, dayjsLocaleOf } from './dayjsLocale';
import { HTML_LANG, LOCALES, detectLocale, type Locale } from './locales';
import { mergeTexts, pageCatalogue } from './messages/composeMessages';
import zh from './messages/zh/start';
import { PAGE_AREAS, isPageArea, pageTexts, type PageArea } from './pageTexts';
import type { PageTextsProvider } from './pageTextsProvider';
import { cachingTranslate } from './translationCache';

/** Start catalogues other than the default are split out of the first-loaded bundle. */
export const lazyCatalogues: Record<Exclude<Locale, 'zh-cn'>, () => Promise<{ default: object }>> = {
    en: () => import('./messages/en/start'),
    es: () => import('./messages/es/start'),
    ja: () => import('./messages/ja/start'),
};

/** Texts that the deployment adds at start-up, per language: the inline titles and labels of catalogue extensions. */
export type ExtraMessages = Partial<Record<Locale, object>>;

type Texts = Record<string, unknown>;

/** The deployment's texts join the catalogue key by key (an extension's section title joins `mc.section`, it does not replace it). */
const withExtra = (messages: object, extra: object | undefined) =>
    convertRaTranslationsToI18next(extra ? mergeTexts(messages as Texts, extra as Texts) : messages);

/** One page area's texts in one language, as i18next keeps them (a namespace of their own). */
const readPageArea = (area: PageArea, language: string) => {
    const load = pageTexts[area][language as Locale] as (typeof pageTexts)[PageArea][Locale] | undefined;
    return load ? load().then(module => convertRaTranslationsToI18next(pageCatalogue(module.default))) : Promise.resolve({});
};

/** A language's start catalogue (namespace `translation`, with the deployment's texts) or one page area's texts. */
const lazyBackend = (extra: ExtraMessages): BackendModule => ({
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
        const load = lazyCatalogues[language as keyof typeof lazyCatalogues];
        const texts = isPageArea(namespace)
            ? readPageArea(namespace, language)
            : load
              ? load().then(module => withExtra(module.default, extra[language as Locale]))
              : Promise.resolve({});
        texts.then(
            loaded => callback(null, loaded),
            error => callback(error, false)
        );
    },
});

/**
 * The i18n provider, the texts a catalogue read again adds (a design's new menu entry,
 * src/app/catalogueStore.ts), and the pages' own texts.
 */
export interface ConsoleI18nProvider extends I18nProvider, PageTextsProvider {
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
            // A key that the start catalogue lacks is looked for in the page areas fetched so far.
            fallbackNS: PAGE_AREAS,
            interpolation: { escapeValue: false },
            // Server messages go through translate() as they are; a colon in one must not be
            // read as an i18next namespace ("错误: …" would lose its first half).
            nsSeparator: false,
        },
        LOCALES.map(({ locale, name }) => ({ locale, name }))
    );
    // Whatever changes a text (a language switched, a catalogue or a page area arriving, the
    // deployment's texts added) makes every text be asked again.
    const texts = cachingTranslate(provider.translate);
    instance.on('languageChanged', texts.forget);
    instance.on('loaded', texts.forget);
    instance.store.on('added', texts.forget);
    instance.store.on('removed', texts.forget);
    const loading = new Map<string, Promise<void>>();
    const hasPageTexts = (area: PageArea, language = instance.language) => instance.hasResourceBundle(language, area);
    return {
        ...provider,
        translate: texts.translate,
        hasPageTexts: area => hasPageTexts(area),
        loadPageTexts(area) {
            const language = instance.language;
            const key = `${language}|${area}`;
            let pending = loading.get(key);
            if (!pending) {
                // loadNamespaces also adds the area to those that a change of language loads; it
                // never reads again what failed once, so a page that asks again reads it itself.
                pending = instance
                    .loadNamespaces(area)
                    .then(async () => {
                        if (!hasPageTexts(area, language)) instance.addResourceBundle(language, area, await readPageArea(area, language));
                    })
                    .finally(() => loading.delete(key));
                loading.set(key, pending);
            }
            return pending;
        },
        changeLocale: async (locale: string) => {
            applyDocumentLang(locale);
            await Promise.all([provider.changeLocale(locale), applyDayjsLocale(locale)]);
            // The provider answers in the new language only from here on.
            texts.forget();
        },
        addTexts(more) {
            for (const { locale } of LOCALES) {
                const texts = more[locale];
                if (!texts) continue;
                extra[locale] = mergeTexts((extra[locale] ?? {}) as Texts, texts as Texts);
                // A language loaded already takes them now; one loaded later takes them with `extra`.
                if (instance.hasResourceBundle(locale, 'translation'))
                    instance.addResourceBundle(locale, 'translation', convertRaTranslationsToI18next(texts), true, true);
            }
        },
    };
};
