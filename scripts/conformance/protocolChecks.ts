import { constants, publicEncrypt } from 'node:crypto';
import { decryptEnvelope } from '../../protocol/envelope';
import type { RuntimeConfig } from '../../protocol/runtimeConfig';
import { isApiError } from '../../src/dataProvider/ApiError';
import { createHttpClient, type HttpClient } from '../../src/dataProvider/httpClient';
import { createMemoryStorage, createSessionStore, sessionFromReply, type SessionStore } from '../../src/dataProvider/sessionStore';

/** One black-box check: its name, and undefined when it holds or why it falls short. */
export interface Check {
    name: string;
    run(): Promise<string | undefined>;
}

export interface Deployment {
    config: RuntimeConfig;
    username: string;
    password: string;
    fetch: typeof fetch;
}

/** A client as the console makes one: its transport and a session of its own. */
export const consoleClient = (
    deployment: Deployment,
    overrides: { config?: Partial<RuntimeConfig>; now?: () => number; session?: SessionStore; lang?: string } = {}
) => {
    const session = overrides.session ?? createSessionStore(createMemoryStorage());
    const http = createHttpClient({
        config: () => ({ ...deployment.config, ...overrides.config }),
        session: () => session.get(),
        fetch: deployment.fetch,
        now: overrides.now,
        lang: overrides.lang === undefined ? undefined : () => overrides.lang!,
    });
    return { http, session };
};

/** Logs in as the console does (password RSA-encrypted under config.json's key) and keeps the session. */
export const logIn = async (deployment: Deployment, client: { http: HttpClient; session: SessionStore }) => {
    const password = publicEncrypt({ key: deployment.config.rsaPublicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(deployment.password)).toString(
        'base64'
    );
    const reply = await client.http.request<Record<string, unknown>>('public/user/login', {
        body: { username: deployment.username, password, name: '', type: 1 },
        hideError: true,
    });
    client.session.set(sessionFromReply(reply, Math.floor(Date.now() / 1000)));
    return reply;
};

const failure = (error: unknown) => (isApiError(error) ? `${error.kind}: ${error.message}` : (error as Error).message);

/** The call must be refused with the envelope (status false), not answered and not a transport fault. */
const refused = async (call: Promise<unknown>, kinds: string[], what: string): Promise<string | undefined> => {
    try {
        await call;
        return `${what} was answered with status true`;
    } catch (error) {
        if (isApiError(error) && kinds.includes(error.kind)) return undefined;
        return `${what} failed otherwise: ${failure(error)}`;
    }
};

const isEnvelope = (value: unknown): value is { status: boolean; msg: unknown; data: unknown } =>
    !!value && typeof value === 'object' && typeof (value as { status?: unknown }).status === 'boolean' && 'msg' in value && 'data' in value;

/** The unsigned public call every deployment has, read raw: headers as the console sends them. */
const rawPublicCall = async (deployment: Deployment, plain: boolean) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await deployment.fetch(`${deployment.config.apiBase}/api/v1/public/config/GetServerConfig?timestamp=${timestamp}`, {
        headers: { device: 'web', timestamp, accesstoken: '', supplieruid: '', ...(plain ? { ignoreencryption: '1' } : {}) },
    });
    return { status: response.status, text: await response.text() };
};

/** Config, envelope and encryption; signature and timestamp; tokens; refresh races (docs/protocol.md §1–6). */
export const protocolChecks = (deployment: Deployment, signedIn: { http: HttpClient }): Check[] => {
    const { config } = deployment;
    return [
        {
            name: 'public config: /config.json is valid and GetServerConfig answers server_time',
            run: async () => {
                const reply = await signedIn.http.request<Record<string, unknown>>('public/config/GetServerConfig', { hideError: true });
                return typeof reply?.server_time === 'number'
                    ? undefined
                    : `GetServerConfig answered no numeric server_time: ${JSON.stringify(reply).slice(0, 80)}`;
            },
        },
        {
            name: 'envelope: a reply with ignoreencryption: 1 is the plain JSON envelope',
            run: async () => {
                const { status, text } = await rawPublicCall(deployment, true);
                if (status !== 200) return `HTTP ${status}`;
                try {
                    return isEnvelope(JSON.parse(text)) ? undefined : `not {status, msg, data}: ${text.slice(0, 80)}`;
                } catch {
                    return `not JSON: ${text.slice(0, 80)}`;
                }
            },
        },
        {
            name: `encryption: a reply without it is ${config.encryptionMarker}_hex, AES-256-CBC of the envelope`,
            run: async () => {
                const { status, text } = await rawPublicCall(deployment, false);
                if (status !== 200) return `HTTP ${status}`;
                if (!config.encryption) return undefined;
                if (!new RegExp(`^${config.encryptionMarker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_[0-9a-f]+$`).test(text)) {
                    return `the body is not ${config.encryptionMarker}_ then hex: ${text.slice(0, 60)}`;
                }
                const decoded = decryptEnvelope(text, { marker: config.encryptionMarker, keyHex: config.aesKeyHex, ivHex: config.aesIvHex });
                const parsed = typeof decoded === 'string' ? JSON.parse(decoded) : decoded;
                return isEnvelope(parsed) ? undefined : 'it does not decrypt, with config.json’s key and IV, to the envelope';
            },
        },
        {
            name: 'who is signed in: buyer/user/info names the industry and roles; platform_merchant, where answered, is a boolean',
            run: async () => {
                const client = consoleClient(deployment);
                await logIn(deployment, client);
                const info = await client.http.request<Record<string, unknown>>('buyer/user/info', { hideError: true });
                if (typeof info.industry_type !== 'string' || !info.industry_type) return 'industry_type is missing';
                if (!Array.isArray(info.roles) || !info.roles.length) return 'roles is not a non-empty list';
                if ('platform_merchant' in info && typeof info.platform_merchant !== 'boolean') {
                    return `platform_merchant is ${JSON.stringify(info.platform_merchant)}, not a boolean`;
                }
                return undefined;
            },
        },
        {
            name: 'a wrong signature is refused',
            run: async () => {
                const fresh = consoleClient(deployment);
                await logIn(deployment, fresh);
                const wrong = consoleClient(deployment, { config: { signSecret: `${config.signSecret}-wrong` }, session: fresh.session });
                return refused(wrong.http.request('buyer/user/info', { hideError: true }), ['server'], 'a live session’s call signed with another secret');
            },
        },
        {
            name: 'a stale timestamp (10 minutes old) is refused',
            run: async () => {
                const fresh = consoleClient(deployment);
                await logIn(deployment, fresh);
                const stale = consoleClient(deployment, { now: () => Date.now() - 600_000, session: fresh.session });
                return refused(stale.http.request('buyer/user/info', { hideError: true }), ['server'], 'a live session’s call stamped 10 minutes ago');
            },
        },
        {
            name: 'a foreign token answers login',
            run: async () => {
                const foreign = consoleClient(deployment);
                foreign.session.set({
                    token: `foreign-${Date.now()}`,
                    refreshToken: 'foreign',
                    suid: '',
                    accessExpire: 2e9,
                    refreshExpire: 2e9,
                    serverOffset: 0,
                });
                return refused(foreign.http.request('buyer/user/info', { hideError: true }), ['session'], 'a call with a token the server never issued');
            },
        },
        {
            name: 'a logged-out token answers login',
            run: async () => {
                const client = consoleClient(deployment);
                await logIn(deployment, client);
                await client.http.request('buyer/user/info', { hideError: true });
                await client.http.request('buyer/user/logout', { hideError: true });
                return refused(client.http.request('buyer/user/info', { hideError: true }), ['session'], 'a call after logout');
            },
        },
        {
            name: 'racing refreshes with one refresh token: exactly one wins',
            run: async () => {
                const client = consoleClient(deployment);
                const reply = await logIn(deployment, client);
                const results = await Promise.allSettled(
                    Array.from({ length: 5 }, () =>
                        client.http.request('public/user/refreshAccessToken', { body: { refresh_token: String(reply.refresh_token) }, hideError: true })
                    )
                );
                const won = results.filter(result => result.status === 'fulfilled').length;
                const loggedOut = results.filter(
                    result => result.status === 'rejected' && isApiError(result.reason) && result.reason.kind === 'session'
                ).length;
                if (won !== 1) return `${won} of 5 refreshes succeeded`;
                return loggedOut === 4 ? undefined : `the 4 losers did not all answer login (${loggedOut} did)`;
            },
        },
    ];
};
