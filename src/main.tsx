import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { ConfigError } from '../protocol/runtimeConfig';
import { createI18nProvider } from './i18n/i18nProvider';
import { prefetchConsole } from './app/consoleChunks';
import { BootError } from './BootError';
import { createProviders } from './providers';
import { loadConsoleCatalogue } from './app/consoleCatalogue';
import { describeProblem } from './resources/extensions/ExtensionProblem';

const root = createRoot(document.getElementById('root')!);

const boot = async () => {
    try {
        const config = await loadRuntimeConfig();
        // The deployment's catalogue extensions join the built-in routes before anything reads them;
        // a wrong entry is left out, said in the browser console and the debug dialog.
        const { catalogue, sectionIcons, messages, problems } = await loadConsoleCatalogue(config);
        const i18nProvider = await createI18nProvider(config.defaultLocale, messages);
        for (const problem of problems) console.warn(`[catalogue] ${describeProblem(problem, i18nProvider.translate)}`);
        const { dataProvider, authProvider, queryClient } = createProviders(catalogue);
        // Signed in already: the shell is fetched alongside the user's permissions, not after them.
        if (authProvider.hasSession()) prefetchConsole();
        root.render(
            <StrictMode>
                <App
                    dataProvider={dataProvider}
                    authProvider={authProvider}
                    queryClient={queryClient}
                    i18nProvider={i18nProvider}
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
        root.render(<BootError message={i18nProvider.translate('mc.app.configError', { message })} />);
    }
};

void boot();
