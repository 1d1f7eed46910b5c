import { createAuthProvider } from './authProvider/authProvider';
import { createSessionStore } from './authProvider/sessionStore';
import { getRuntimeConfig } from './config/runtimeConfig';
import { createDataProvider } from './dataProvider/dataProvider';
import { createHttpClient } from './dataProvider/httpClient';
import { catalogue } from './resources/catalogue';

/** Wires the transport, the session and the providers together, once, at start. */
export const createProviders = () => {
    const sessions = createSessionStore(localStorage);
    const http = createHttpClient({ config: getRuntimeConfig, session: () => sessions.get() });
    const dataProvider = createDataProvider(http, api => catalogue.find(entry => entry.api === api)?.calls);
    const authProvider = createAuthProvider({ http, sessions, config: getRuntimeConfig });
    return { sessions, http, dataProvider, authProvider };
};
