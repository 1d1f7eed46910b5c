import type { QueryClient } from '@tanstack/react-query';
import { createAuthProvider } from './authProvider/authProvider';
import { startSessionCheck } from './authProvider/sessionCheck';
import { checkAuthFollowsSession } from './authProvider/checkAuthFollowsSession';
import { createSessionStore } from './dataProvider/sessionStore';
import { createTokenRefresher } from './authProvider/tokenRefresher';
import { withTokenRefresh } from './authProvider/withTokenRefresh';
import { getRuntimeConfig } from './config/runtimeConfig';
import { createDataProvider } from './dataProvider/dataProvider';
import { createDefinitionReader } from './dataProvider/definitionReader';
import { createDefinitionStore } from './dataProvider/definitionStore';
import { createHttpClient } from './dataProvider/httpClient';
import { withErrorCatalogue } from './errors/withErrorCatalogue';
import { withPrefetchedLists } from './dataProvider/withPrefetchedLists';
import type { CatalogueEntry } from './resources/types';
import { createLiveClient } from './live/createLiveClient';

/**
 * Wires the transport, the session and the providers together, once, at start, over the console's
 * catalogue (built-in and extensions), read at each call: it changes when a design is saved
 * (src/app/catalogueStore.ts). `lang` is the console's current language, which every call
 * carries so that the server answers in it; `queryClient` is react-admin's, whose cache of table
 * definitions the data provider shares with the pages (src/dataProvider/definitionQuery.ts).
 */
export const createProviders = (catalogue: () => readonly CatalogueEntry[], lang: () => string, queryClient: QueryClient) => {
    const sessions = createSessionStore(localStorage);
    const transport = createHttpClient({ config: getRuntimeConfig, session: () => sessions.get(), lang });
    // Every non-public call waits for a fresh token (docs/protocol.md §6); the check runs in the background.
    const refresher = createTokenRefresher({ http: transport, sessions, config: getRuntimeConfig });
    const http = withTokenRefresh(transport, refresher);
    startSessionCheck({ refresher, sessions, config: getRuntimeConfig });
    checkAuthFollowsSession(queryClient, sessions);
    // Definitions are kept across sessions, per backend, merchant and language, and used once the server confirms them.
    const readDefinition = createDefinitionReader({
        http,
        store: createDefinitionStore(localStorage),
        scope: () => {
            const session = sessions.get();
            return session && { base: getRuntimeConfig().apiBase, suid: session.suid, lang: lang() };
        },
    });
    // Outside the error catalogue: a page fetched ahead that fails is the list's to show, when it asks.
    const dataProvider = withPrefetchedLists(
        withErrorCatalogue(
            createDataProvider(http, api => catalogue().find(entry => entry.api === api)?.calls, queryClient, {
                lang,
                columnTexts: api => catalogue().find(entry => entry.api === api && entry.columns)?.columns,
                readDefinition,
            })
        )
    );
    const authProvider = createAuthProvider({ http, sessions, config: getRuntimeConfig, catalogue });
    // The live stream signs each connection afresh, after the same refresh rule as every call.
    const live = createLiveClient({
        signedUrl: (path, params) => transport.signedUrl(path, params),
        ensureFresh: () => refresher.ensureFresh(),
        hasSession: () => authProvider.hasSession(),
        config: getRuntimeConfig,
    });
    return { sessions, http, dataProvider, authProvider, live };
};
