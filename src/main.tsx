import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { ConfigError } from '../protocol/runtimeConfig';
import { createI18nProvider } from './i18n/i18nProvider';
import { prefetchConsole } from './app/consoleChunks';
import { BootError } from './BootError';
import { createProviders } from './providers';

const root = createRoot(document.getElementById('root')!);

const boot = async () => {
    try {
        const config = await loadRuntimeConfig();
        const i18nProvider = await createI18nProvider(config.defaultLocale);
        const { dataProvider, authProvider } = createProviders();
        // Signed in already: the shell is fetched alongside the user's permissions, not after them.
        if (authProvider.hasSession()) prefetchConsole();
        root.render(
            <StrictMode>
                <App dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} />
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
