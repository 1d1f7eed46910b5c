import { constants, publicEncrypt } from 'node:crypto';
import { parseRuntimeConfig, type RuntimeConfig } from '../../protocol/runtimeConfig';
import { createHttpClient, type HttpClient } from '../../src/dataProvider/httpClient';
import { createMemoryStorage, createSessionStore, sessionFromReply } from '../../src/dataProvider/sessionStore';

export interface SignedIn {
    http: HttpClient;
    config: RuntimeConfig;
    /** `/config.json` as the deployment serves it, keys the console's parser does not keep included. */
    rawConfig: Record<string, unknown>;
    /**
     * What the console's session store wrote for this session, as it writes it to the browser's
     * localStorage: a browser given these entries starts signed in (tests/e2e/support/apiSignIn.ts).
     */
    storage: Storage;
}

/**
 * Signs in to a deployment as its console would: its own `/config.json` (signing secret and
 * hash, AES, RSA key), the console's transport (`createHttpClient`: signature, timestamp offset,
 * decryption) and its login call with the password RSA-encrypted. `apiBase` is resolved against
 * `base` as a browser would resolve it against the page.
 */
export const signIn = async (base: string, username: string, password: string): Promise<SignedIn> => {
    const response = await fetch(new URL('config.json', `${base.replace(/\/+$/, '')}/`));
    if (!response.ok) throw new Error(`${base}/config.json answered HTTP ${response.status}`);
    const rawConfig = (await response.json()) as Record<string, unknown>;
    const apiBase = typeof rawConfig.apiBase === 'string' && rawConfig.apiBase ? new URL(rawConfig.apiBase, `${base}/`).toString() : base;
    const config = parseRuntimeConfig({ ...rawConfig, apiBase });
    const storage = createMemoryStorage();
    const session = createSessionStore(storage);
    const http = createHttpClient({ config: () => config, session: () => session.get() });
    const encrypted = publicEncrypt({ key: config.rsaPublicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password, 'utf8')).toString('base64');
    const reply = await http.request<Record<string, unknown>>('public/user/login', {
        body: { username, password: encrypted, name: '', type: 1 },
        hideError: true,
    });
    session.set(sessionFromReply(reply, Math.floor(Date.now() / 1000)));
    return { http, config, rawConfig, storage };
};
