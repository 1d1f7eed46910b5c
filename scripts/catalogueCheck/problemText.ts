import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import type { Locale } from '../../src/i18n/locales';
import en from '../../src/i18n/messages/en';
import es from '../../src/i18n/messages/es';
import ja from '../../src/i18n/messages/ja';
import zh from '../../src/i18n/messages/zh';
import { describeProblem, type ExtensionProblem } from '../../src/resources/extensions/ExtensionProblem';

const catalogues: Record<Locale, object> = { 'zh-cn': zh, en, es, ja };

/**
 * The text of a catalogue problem as the console's browser console shows it: the same
 * `describeProblem` over the same catalogue, converted and interpolated by i18next as the
 * console's i18n provider does (src/i18n/i18nProvider.ts).
 */
export const problemTexts = async (locale: Locale): Promise<(problem: ExtensionProblem) => string> => {
    const i18n = createInstance();
    await i18n.init({
        lng: locale,
        lowerCaseLng: true,
        resources: { [locale]: { translation: convertRaTranslationsToI18next(catalogues[locale]) } },
        interpolation: { escapeValue: false },
        nsSeparator: false,
    });
    return problem => describeProblem(problem, (key, values) => i18n.t(key, values));
};
