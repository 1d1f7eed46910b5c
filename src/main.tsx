import { CacheProvider } from '@emotion/react';
import { StrictMode, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppProps } from './App';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { ConfigError } from '../protocol/runtimeConfig';
import { QueryClient } from '@tanstack/react-query';
import { createI18nProvider } from './i18n/i18nProvider';
import { refetchOnLocaleChange } from './app/refetchOnLocaleChange';
import { prefetchLandingCode } from './app/landingPrefetch';
import { BootError } from './BootError';
import { createProviders } from './providers';
import { loadConsoleCatalogue } from './app/consoleCatalogue';
import { servedEntries } from './app/servedEntries';
import { createCatalogueStore, followCatalogueEvents, type CatalogueStore } from './app/catalogueStore';
import { builtInCatalogue } from './app/catalogue';
import { definitionQueryKey } from './dataProvider/definitionQuery';
import { reloadAccess } from './authProvider/useReloadPermissions';
import { describeProblem } from './resources/extensions/ExtensionProblem';
import { createStyleCache } from './ui/styleCache';

const root = createRoot(document.getElementById('root')!);
const styleCache = createStyleCache();
/** Every style MUI writes carries the page's CSP nonce. */
const render = (node: ReactNode) => root.render(<CacheProvider value={styleCache}>{node}</CacheProvider>);

/** The App over the catalogue as it is now: a design saved or rolled back renders it again with the new entries. */
const LiveCatalogueApp = ({
    store,
    ...props
}: Omit<AppProps, 'catalogue' | 'sectionIcons' | 'catalogueProblems' | 'refreshCatalogue'> & { store: CatalogueStore }) => {
    const { catalogue, sectionIcons, problems } = useSyncExternalStore(store.subscribe, store.get);
    return <App {...props} catalogue={catalogue} sectionIcons={sectionIcons} catalogueProblems={problems} refreshCatalogue={store.refresh} />;
};

const DEFINITION_KEY = definitionQueryKey('', '')[0];

const boot = async () => {
    try {
        const config = await loadRuntimeConfig();
        // The deployment's catalogue extensions join the built-in routes before anything reads them;
        // a wrong entry is left out, said in the browser console and the debug dialog. The entries
        // the backend's resource designer publishes join them the same way.
        const loadCatalogue = () => loadConsoleCatalogue(config, undefined, servedEntries(config));
        const loaded = await loadCatalogue();
        const { catalogue, messages, problems } = loaded;
        const queryClient = new QueryClient();
        const consoleI18n = await createI18nProvider(config.defaultLocale, messages);
        const i18nProvider = refetchOnLocaleChange(consoleI18n, queryClient);
        for (const problem of problems) console.warn(`[catalogue] ${describeProblem(problem, i18nProvider.translate)}`);
        // A design saved or rolled back (here, or by anyone: the live stream's `catalogue` event) is read
        // again as at start: the menu shows its entry, and its list its columns, with no reload. The
        // store comes first: the providers read the catalogue through it from their first call on.
        const store = createCatalogueStore({
            initial: loaded,
            load: loadCatalogue,
            addTexts: texts => consoleI18n.addTexts(texts),
            changed: apis => {
                void queryClient.invalidateQueries({ predicate: query => query.queryKey[0] === DEFINITION_KEY && apis.has(String(query.queryKey[2])) });
                void reloadAccess(authProvider, queryClient);
            },
            builtInApis: new Set(builtInCatalogue.entries.flatMap(entry => (entry.api ? [entry.api] : []))),
        });
        const { dataProvider, authProvider, live } = createProviders(
            () => store.get().catalogue,
            () => i18nProvider.getLocale(),
            queryClient
        );
        followCatalogueEvents(live, store);
        // Signed in already: the user's permissions and the page's code are fetched side by side,
        // before the App renders, not once its gate asks.
        if (authProvider.hasSession()) {
            authProvider.prefetchUser();
            prefetchLandingCode(catalogue, `${window.location.pathname}${window.location.search}`, area => consoleI18n.loadPageTexts(area));
        }
        render(
            <StrictMode>
                <LiveCatalogueApp
                    store={store}
                    dataProvider={dataProvider}
                    authProvider={authProvider}
                    live={live}
                    i18nProvider={i18nProvider}
                    queryClient={queryClient}
                />
            </StrictMode>
        );
    } catch (error) {
        // Without a configuration the console cannot talk to anything: say why, in the default language.
        const i18nProvider = await createI18nProvider('zh-cn');
        const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
        render(<BootError message={i18nProvider.translate('mc.app.configError', { message })} />);
    }
};

void boot();
