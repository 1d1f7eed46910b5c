import { CacheProvider } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
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
import { describeProblem } from './resources/extensions/ExtensionProblem';
import { createStyleCache } from './ui/styleCache';

const root = createRoot(document.getElementById('root')!);
const styleCache = createStyleCache();
/** Every style MUI writes carries the page's CSP nonce. */
const render = (node: ReactNode) => root.render(<CacheProvider value={styleCache}>{node}</CacheProvider>);

const boot = async () => {
    try {
        const config = await loadRuntimeConfig();
        // The deployment's catalogue extensions join the built-in routes before anything reads them;
        // a wrong entry is left out, said in the browser console and the debug dialog. The entries
        // the backend's resource designer publishes join them the same way.
        const { catalogue, sectionIcons, messages, problems } = await loadConsoleCatalogue(config, undefined, servedEntries(config));
        const queryClient = new QueryClient();
        const i18nProvider = refetchOnLocaleChange(await createI18nProvider(config.defaultLocale, messages), queryClient);
        for (const problem of problems) console.warn(`[catalogue] ${describeProblem(problem, i18nProvider.translate)}`);
        const { dataProvider, authProvider, live } = createProviders(catalogue, () => i18nProvider.getLocale(), queryClient);
        // Signed in already: the page's code is fetched alongside the user's permissions, not after them.
        if (authProvider.hasSession()) prefetchLandingCode(catalogue, `${window.location.pathname}${window.location.search}`);
        render(
            <StrictMode>
                <App
                    dataProvider={dataProvider}
                    authProvider={authProvider}
                    live={live}
                    i18nProvider={i18nProvider}
                    queryClient={queryClient}
                    catalogue={catalogue}
                    sectionIcons={sectionIcons}
                    catalogueProblems={problems}
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
