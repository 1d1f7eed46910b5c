import type { RuntimeConfig } from '../../protocol/runtimeConfig';
import type { Session } from './sessionStore';
import { ApiError, clientErrorMessages } from './ApiError';
import { NO_PERMISSION_TEXT } from '../../protocol/noPermission';
import { isPublicPath } from '../../protocol/publicPath';
import { decryptEnvelope, type Envelope } from '../../protocol/envelope';
import { fetchWithUploadProgress } from './fetchWithUploadProgress';
import { sign, toSignedText } from '../../protocol/sign';
import { LANG_HEADER, isLang } from '../../protocol/lang';

export type Params = Record<string, unknown>;

export interface RequestOptions {
    method?: 'GET' | 'POST';
    /** Query parameters (any method). */
    params?: Params;
    /** POST body: a JSON object, or FormData for imports. */
    body?: Params | FormData;
    signal?: AbortSignal;
    /** The caller handles the error itself: the UI must not show it. */
    hideError?: boolean;
    /** Upload progress from 0 to 1 (imports); the call then goes through XMLHttpRequest. */
    onUploadProgress?: (fraction: number) => void;
    /**
     * The language to answer in, when it is not the console's current one: a reply kept per
     * language is asked for in the language it is kept under, also while the console switches.
     */
    lang?: string;
}

/** What a conditional GET answers: unchanged (HTTP 304), or the data with the validator the server gave it, if any. */
export type ConditionalReply<T> = { changed: false } | { changed: true; data: T; etag?: string };

/** One HTTP client that every /v1 call goes through; `path` is relative to `/api/v1/`. */
export interface HttpClient {
    /** Resolves with the envelope's `data`; rejects with an ApiError. */
    request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
    /**
     * A GET the server may answer "unchanged" (docs/protocol.md §9.1): with a validator, it is sent
     * as `If-None-Match` and HTTP 304 resolves `{changed: false}`; otherwise as `request`, with the
     * reply's `ETag`. A backend without validators answers every call in full.
     */
    requestIfChanged<T = unknown>(path: string, etag: string | undefined, options?: ConditionalRequestOptions): Promise<ConditionalReply<T>>;
    /** A signed URL for a download opened in a new window, headers carried in the query. */
    signedUrl(path: string, params?: Params): string;
}

export type ConditionalRequestOptions = Pick<RequestOptions, 'params' | 'signal' | 'hideError' | 'lang'>;

export interface HttpClientDeps {
    config: () => RuntimeConfig;
    session: () => Session | undefined;
    fetch?: typeof fetch;
    /** Local clock in milliseconds. */
    now?: () => number;
    /** The console's current language, sent as the `lang` header (not signed); none when absent or unknown. */
    lang?: () => string;
}

const splitPath = (path: string): [string, URLSearchParams] => {
    const clean = path.replace(/^\/+/, '').replace(/^v1\//, '');
    const [pathname, query = ''] = clean.split('?', 2);
    return [pathname, new URLSearchParams(query)];
};

/** Parameters as they travel: text per docs/protocol.md §2 step 1, lists joined with `,`, empties left out. */
export const toWireParams = (params: Params = {}): Record<string, string> => {
    const wire: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
        const text = Array.isArray(value) ? value.map(v => toSignedText(v) ?? '').join(',') : toSignedText(value);
        if (text !== undefined && text !== '') wire[key] = text;
    }
    return wire;
};

const envelopeError = (envelope: Partial<Envelope>, hideError: boolean) => {
    const msg = typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : 'mc.error.server';
    const options = { status: 200, body: envelope.data, hideError };
    if (envelope.data === 'login') return new ApiError('session', msg, options);
    if (envelope.data === 'refresh_captcha') return new ApiError('captcha', msg, options);
    if (msg.includes(NO_PERMISSION_TEXT)) return new ApiError('permission', msg, options);
    return new ApiError('server', msg, options);
};

/**
 * The /v1 transport of docs/protocol.md §1–4: headers, signature, server-time-corrected timestamp,
 * `ignoreencryption`, decryption, and the envelope mapped to ApiError.
 */
export const createHttpClient = ({
    config,
    session,
    fetch: fetchImpl = (...a) => fetch(...a),
    now = Date.now,
    lang = () => '',
}: HttpClientDeps): HttpClient => {
    const timestamp = () => Math.floor(now() / 1000) + Math.round(session()?.serverOffset ?? 0);

    const baseHeaders = (cfg: RuntimeConfig, ts: number, language = lang()): Record<string, string> => {
        const current = session();
        const headers: Record<string, string> = {
            device: 'web',
            timestamp: String(ts),
            accesstoken: current?.token ?? '',
            supplieruid: current?.suid ?? '',
        };
        if (isLang(language)) headers[LANG_HEADER] = language;
        if (!cfg.encryption) headers.ignoreencryption = '1';
        return headers;
    };

    const url = (cfg: RuntimeConfig, pathname: string, query: URLSearchParams) => {
        const search = query.toString();
        return `${cfg.apiBase}/api/v1/${pathname}${search ? `?${search}` : ''}`;
    };

    const parse = async (response: Response, hideError: boolean, cfg: RuntimeConfig) => {
        if (!response.ok) {
            throw new ApiError('http', clientErrorMessages.http, { status: response.status, hideError });
        }
        const text = await response.text();
        let decoded = decryptEnvelope(text, {
            marker: cfg.encryptionMarker,
            keyHex: cfg.aesKeyHex,
            ivHex: cfg.aesIvHex,
        });
        if (typeof decoded === 'string') {
            try {
                decoded = JSON.parse(decoded);
            } catch {
                throw new ApiError('malformed', clientErrorMessages.malformed, { status: response.status, body: text, hideError });
            }
        }
        if (!decoded || typeof decoded !== 'object' || typeof (decoded as { status?: unknown }).status !== 'boolean') {
            throw new ApiError('malformed', clientErrorMessages.malformed, { status: response.status, body: decoded, hideError });
        }
        return decoded as Partial<Envelope> & Pick<Envelope, 'status'>;
    };

    /** Sends one call; `etag` goes out as If-None-Match, and only then is HTTP 304 an answer. */
    const send = async <T>(path: string, options: RequestOptions, etag?: string): Promise<ConditionalReply<T>> => {
        const cfg = config();
        const { body, signal, hideError = false } = options;
        const method = options.method ?? (body ? 'POST' : 'GET');
        const [pathname, inlineQuery] = splitPath(path);
        const ts = timestamp();
        const headers = baseHeaders(cfg, ts, options.lang);
        if (etag) headers['if-none-match'] = etag;
        const query = new URLSearchParams(inlineQuery);
        for (const [key, value] of Object.entries(toWireParams(options.params))) query.set(key, value);
        query.set('timestamp', String(ts));

        let payload: BodyInit | undefined;
        const signed: Params = Object.fromEntries(query);
        if (body instanceof FormData) {
            body.set('timestamp', String(ts));
            for (const [key, value] of body.entries()) if (typeof value === 'string') signed[key] = value;
            payload = body;
        } else if (body) {
            const json = { ...body, timestamp: ts };
            Object.assign(signed, json);
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(json);
        }
        if (!isPublicPath(pathname)) {
            signed.accesstoken = headers.accesstoken;
            headers.signature = sign(signed, cfg.signSecret, cfg.signHash);
        }

        let response: Response;
        try {
            const init = { method, headers, body: payload, signal };
            response = await (options.onUploadProgress
                ? fetchWithUploadProgress(url(cfg, pathname, query), init, options.onUploadProgress)
                : fetchImpl(url(cfg, pathname, query), init));
        } catch (error) {
            if (signal?.aborted || (error as Error)?.name === 'AbortError') throw error;
            throw new ApiError('network', clientErrorMessages.network, { hideError });
        }
        if (etag && response.status === 304) return { changed: false };
        const envelope = await parse(response, hideError, cfg);
        if (!envelope.status) throw envelopeError(envelope, hideError);
        return { changed: true, data: envelope.data as T, etag: response.headers?.get('etag') || undefined };
    };

    return {
        async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
            // Without a validator nothing is answered "unchanged".
            const reply = await send<T>(path, options);
            return (reply as { data: T }).data;
        },

        requestIfChanged: (path, etag, options = {}) => send(path, { ...options, method: 'GET' }, etag),

        signedUrl(path: string, params: Params = {}): string {
            const cfg = config();
            const [pathname, inlineQuery] = splitPath(path);
            const ts = timestamp();
            const headers = baseHeaders(cfg, ts);
            const query = new URLSearchParams(inlineQuery);
            for (const [key, value] of Object.entries(toWireParams(params))) query.set(key, value);
            query.set('timestamp', String(ts));
            const signed: Params = { ...Object.fromEntries(query), accesstoken: headers.accesstoken };
            query.set('device', headers.device);
            query.set('accesstoken', headers.accesstoken);
            query.set('supplieruid', headers.supplieruid);
            // Carried like `device`, outside the signature: a language never invalidates a link.
            if (headers[LANG_HEADER]) query.set(LANG_HEADER, headers[LANG_HEADER]);
            if (!isPublicPath(pathname)) query.set('signature', sign(signed, cfg.signSecret, cfg.signHash));
            return url(cfg, pathname, query);
        },
    };
};
