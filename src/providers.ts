import { createAuthProvider } from './authProvider/authProvider';
import { startSessionCheck } from './authProvider/sessionCheck';
import { createSessionStore } from './dataProvider/sessionStore';
import { createTokenRefresher } from './authProvider/tokenRefresher';
import { withTokenRefresh } from './authProvider/withTokenRefresh';
import { getRuntimeConfig } from './config/runtimeConfig';
import { createDataProvider } from './dataProvider/dataProvider';
import { createHttpClient } from './dataProvider/httpClient';
import { withErrorCatalogue } from './errors/withErrorCatalogue';
import type { CatalogueEntry } from './resources/types';

/** Wires the transport, the session and the providers together, once, at start, over the console's catalogue (built-in and extensions). */
export const createProviders = (catalogue: readonly CatalogueEntry[]) => {
    const sessions = createSessionStore(localStorage);
    const transport = createHttpClient({ config: getRuntimeConfig, session: () => sessions.get() });
    // Every non-public call waits for a fresh token (docs/protocol.md §6); the check runs in the background.
    const refresher = createTokenRefresher({ http: transport, sessions, config: getRuntimeConfig });
    const http = withTokenRefresh(transport, refresher);
    startSessionCheck({ refresher, sessions, config: getRuntimeConfig });
    const dataProvider = withErrorCatalogue(createDataProvider(http, api => catalogue.find(entry => entry.api === api)?.calls));
    const authProvider = createAuthProvider({ http, sessions, config: getRuntimeConfig, catalogue });
    return { sessions, http, dataProvider, authProvider };
};
