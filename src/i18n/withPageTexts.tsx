import { CircularProgress } from '@mui/material';
import { useEffect, useState, type ComponentType } from 'react';
import { useI18nProvider, useTimeout, useTranslate } from 'react-admin';
import type { PageArea } from './pageTexts';
import { fetchesPageTexts } from './pageTextsProvider';

type TextsState = 'fetching' | 'here' | { failed: Error };

/** What shows while the texts come: nothing for a second (they are a few kilobytes), then a spinner. */
const Fetching = () => {
    const translate = useTranslate();
    return useTimeout(1000) ? <CircularProgress aria-label={translate('mc.app.loading')} sx={{ display: 'block', m: 4 }} /> : null;
};

/**
 * `Page` once its own texts (`area`, src/i18n/pageTexts.ts) are here in the language in use, so
 * that it never shows a key; the page's error boundary if they cannot be fetched (mounted again,
 * it fetches them again). Nothing of the page runs before, so nothing it computes from a text can
 * hold a key. A change of language fetches the areas fetched so far before it takes effect, and
 * react-admin then mounts the pages again: a shown page does not wait. A provider that does not
 * fetch page texts (react-admin's polyglot over a whole catalogue, in tests) has them all.
 */
export const withPageTexts = <P extends object>(area: PageArea, Page: ComponentType<P>) => {
    const WithPageTexts = (props: P) => {
        const provider = useI18nProvider();
        const [texts, setTexts] = useState<TextsState>(() => (!fetchesPageTexts(provider) || provider.hasPageTexts(area) ? 'here' : 'fetching'));
        useEffect(() => {
            if (texts !== 'fetching' || !fetchesPageTexts(provider)) return;
            let mounted = true;
            provider.loadPageTexts(area).then(
                () => mounted && setTexts('here'),
                (error: unknown) => mounted && setTexts({ failed: error instanceof Error ? error : new Error(String(error)) })
            );
            return () => {
                mounted = false;
            };
        }, [provider, texts]);
        if (typeof texts === 'object') throw texts.failed;
        return texts === 'here' ? <Page {...props} /> : <Fetching />;
    };
    WithPageTexts.displayName = `withPageTexts(${area}, ${Page.displayName ?? Page.name})`;
    return WithPageTexts;
};
