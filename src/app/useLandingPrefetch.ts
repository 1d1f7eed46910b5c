import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useDataProvider, useI18nProvider, useLocaleState, useStoreContext } from 'react-admin';
import type { LandingPrefetch } from '../authProvider/prefetchAfterLogin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import type { ListPrefetch } from '../dataProvider/withPrefetchedLists';
import { fetchesPageTexts } from '../i18n/pageTextsProvider';
import { prepareNumberFormats } from '../i18n/numberFormats';
import { whenIdle } from '../ui/whenIdle';
import { useCatalogue } from '../resources/CatalogueProvider';
import { prefetchLandingCode, prefetchLandingData } from './landingPrefetch';

/**
 * The login page's prefetch of the page it leads to, over the App's catalogue, query cache, data
 * provider, store, language and i18n provider (the ones that page will read). The code of a
 * target is asked once, however many keystrokes ask.
 */
export const useLandingPrefetch = (): LandingPrefetch => {
    const catalogue = useCatalogue();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<MerchantDataProvider & ListPrefetch>();
    const store = useStoreContext();
    const [lang] = useLocaleState();
    const i18nProvider = useI18nProvider();
    const asked = useRef(new Set<string>());
    return useMemo(
        () => ({
            code(target) {
                if (asked.current.has(target)) return;
                asked.current.add(target);
                prefetchLandingCode(catalogue, target, area => (fetchesPageTexts(i18nProvider) ? i18nProvider.loadPageTexts(area) : Promise.resolve()));
                // The landing page's tables write numbers: their formats are built while the user types.
                whenIdle(() => prepareNumberFormats(lang));
            },
            data: target => void prefetchLandingData(catalogue, { queryClient, dataProvider, store, lang }, target),
        }),
        [catalogue, queryClient, dataProvider, store, lang, i18nProvider]
    );
};
