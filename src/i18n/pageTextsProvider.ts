import type { I18nProvider } from 'react-admin';
import type { PageArea } from './pageTexts';

/** The texts of the pages that fetch their own (`pageTexts.ts`), as the i18n provider offers them to `withPageTexts`. */
export interface PageTextsProvider {
    /** Whether `area` is here in the language in use. */
    hasPageTexts(area: PageArea): boolean;
    /**
     * Fetches `area` in the language in use, once however many ask; every language chosen later
     * comes with it. Rejects when it cannot be fetched (offline, a build replaced meanwhile), and
     * reads it again when asked again.
     */
    loadPageTexts(area: PageArea): Promise<void>;
}

/** Whether `provider` fetches page texts (a provider over whole catalogues has them all). */
export const fetchesPageTexts = (provider: I18nProvider): provider is I18nProvider & PageTextsProvider =>
    typeof (provider as Partial<PageTextsProvider>).loadPageTexts === 'function';
