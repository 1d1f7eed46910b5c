/**
 * What a failed call means to the UI (docs/protocol.md §4, docs/console.md §8):
 * - `session`: `data: "login"`, the session is no longer valid;
 * - `captcha`: `data: "refresh_captcha"`, the login form must reload its captcha;
 * - `permission`: the message contains the no-permission text;
 * - `server`: any other `status:false`, its `msg` shown as sent;
 * - `network`: the request never got an answer;
 * - `http`: a transport fault (HTTP 4xx/5xx);
 * - `malformed`: an answer that is not the envelope.
 */
export type ApiErrorKind = 'session' | 'captcha' | 'permission' | 'server' | 'network' | 'http' | 'malformed';

export class ApiError extends Error {
    readonly kind: ApiErrorKind;
    /** HTTP status of the answer (200 for protocol errors, 0 when there was none). */
    readonly status: number;
    /** The envelope's `data`, or the raw answer when it was malformed. */
    readonly body: unknown;
    /** Set by the caller's `hideError`: the UI shows nothing for this error. */
    readonly hideError: boolean;

    constructor(kind: ApiErrorKind, message: string, options: { status?: number; body?: unknown; hideError?: boolean } = {}) {
        super(message);
        this.name = 'ApiError';
        this.kind = kind;
        this.status = options.status ?? 0;
        this.body = options.body;
        this.hideError = options.hideError ?? false;
    }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Translation keys of the messages the client itself produces. */
export const clientErrorMessages = {
    network: 'mc.error.network',
    http: 'mc.error.http',
    malformed: 'mc.error.malformed',
} as const;
