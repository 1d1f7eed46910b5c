import { createMemoryStorage, createSessionStore, sessionFromReply } from '../src/dataProvider/sessionStore';
import { parseRuntimeConfig } from '../protocol/runtimeConfig';
import { createHttpClient, type HttpClient } from '../src/dataProvider/httpClient';
import { encryptField } from '../src/dataProvider/encryptField';

export const ADMIN = { username: 'admin', password: 'Admin@2026' } as const;

/**
 * The console's own transport in Node, logged in (the car admin unless told) with the login call
 * of docs/protocol.md §6: the same signing, encryption and session record the browser uses.
 */
export const createBenchClient = async (baseUrl: string, account: { username: string; password: string } = ADMIN): Promise<HttpClient> => {
    const response = await fetch(`${baseUrl}/config.json`);
    if (!response.ok) throw new Error(`${baseUrl}/config.json answered HTTP ${response.status}`);
    const config = { ...parseRuntimeConfig(await response.json()), apiBase: baseUrl };
    const sessions = createSessionStore(createMemoryStorage());
    const http = createHttpClient({ config: () => config, session: () => sessions.get() });
    const reply = await http.request('public/user/login', {
        body: {
            username: account.username,
            password: await encryptField(account.password, config.rsaPublicKey),
            name: '',
            type: 1,
            captcha: '',
            captcha_key: '',
        },
    });
    sessions.set(sessionFromReply(reply, Math.floor(Date.now() / 1000)));
    return http;
};
