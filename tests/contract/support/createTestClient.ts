import { constants, publicEncrypt } from 'node:crypto';
import { createMemoryStorage, createSessionStore, sessionFromReply, type SessionStore } from '../../../src/dataProvider/sessionStore';
import { parseRuntimeConfig, type RuntimeConfig } from '../../../protocol/runtimeConfig';
import { createHttpClient, type HttpClient, type Params, type RequestOptions } from '../../../src/dataProvider/httpClient';
import type { RunningServer } from '../../../server/app';

export interface TestClient {
    http: HttpClient;
    session: SessionStore;
    config: RuntimeConfig;
    /** RSA-encrypts a field as the console does (PKCS#1 v1.5, base64). */
    encrypt(plain: string): string;
    /** Logs in (type 1) and keeps the session; answers the token reply. */
    login(username: string, password: string, extra?: Params): Promise<Record<string, unknown>>;
    /** Rotates the pair with the stored refresh token and keeps the new session. */
    refresh(): Promise<Record<string, unknown>>;
    get<T = unknown>(path: string, params?: Params, options?: RequestOptions): Promise<T>;
    post<T = unknown>(path: string, body?: Params | FormData, options?: RequestOptions): Promise<T>;
    /** Moves this client's clock (seconds): stale timestamps without touching the server. */
    skewClock(seconds: number): void;
}

export interface TestClientOptions {
    encryption?: boolean;
    /**
     * The client address the calls say they come from (`X-Forwarded-For`), for a server that
     * trusts the loopback proxy (`trustProxy: '127.0.0.1'`): each test its own address.
     */
    address?: string;
    /** The User-Agent the calls carry (the device list shows it). */
    userAgent?: string;
    /** The console language the calls say (`lang` header). */
    lang?: string;
}

/**
 * The console's real transport (createHttpClient) against a test server, with a memory
 * session store: whatever these tests prove about the server, they prove about the client too.
 * The configuration is the server's own `/config.json`, with the encryption switch as asked;
 * `lang` is the console language the client's calls carry (none by default).
 */
export const createTestClient = async (server: Pick<RunningServer, 'url'>, options: TestClientOptions = {}): Promise<TestClient> => {
    const response = await fetch(`${server.url}/config.json`);
    const config = parseRuntimeConfig({
        ...(await response.json()),
        apiBase: server.url,
        ...(options.encryption === undefined ? {} : { encryption: options.encryption }),
    });
    const session = createSessionStore(createMemoryStorage());
    let skew = 0;
    const now = () => Date.now() + skew * 1000;
    const extraHeaders = {
        ...(options.address ? { 'x-forwarded-for': options.address } : {}),
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    };
    const send: typeof fetch = (input, init) => {
        const headers = new Headers(init?.headers);
        for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
        return fetch(input, { ...init, headers });
    };
    const http = createHttpClient({ config: () => config, session: () => session.get(), now, fetch: send, lang: () => options.lang ?? '' });
    const encrypt = (plain: string) =>
        publicEncrypt({ key: config.rsaPublicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(plain, 'utf8')).toString('base64');
    const keep = (reply: Record<string, unknown>) => {
        session.set(sessionFromReply(reply, Math.floor(now() / 1000)));
        return reply;
    };
    return {
        http,
        session,
        config,
        encrypt,
        login: async (username, password, extra = {}) =>
            keep(await http.request('public/user/login', { body: { username, password: encrypt(password), name: '', type: 1, ...extra } })),
        refresh: async () => keep(await http.request('public/user/refreshAccessToken', { body: { refresh_token: session.get()?.refreshToken ?? '' } })),
        get: (path, params, requestOptions) => http.request(path, { ...requestOptions, method: 'GET', params }),
        post: (path, body, requestOptions) => http.request(path, { ...requestOptions, method: 'POST', body: body ?? {} }),
        skewClock(seconds) {
            skew = seconds;
        },
    };
};
