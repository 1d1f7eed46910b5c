import type { AuthProvider } from 'react-admin';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { HttpClient } from '../dataProvider/httpClient';
import { isApiError } from '../dataProvider/ApiError';
import { encryptField } from '../dataProvider/protocol/encryptField';
import { sessionFromReply, type SessionStore } from './sessionStore';

export interface LoginParams {
    username: string;
    password: string;
    name?: string;
    /** 1 password, 2 SMS code. */
    type?: 1 | 2;
    captcha?: string;
    captcha_key?: string;
}

export interface AuthProviderDeps {
    http: HttpClient;
    sessions: SessionStore;
    config: () => RuntimeConfig;
    now?: () => number;
}

/**
 * Login, logout and session checks against /v1 (PROTOCOL.md §4).
 *
 * login    => POST public/user/login {username, password (RSA), name, type, captcha}
 * logout   => GET buyer/user/logout, then the session is cleared
 * getIdentity => GET buyer/user/info
 */
export const createAuthProvider = ({ http, sessions, config, now = Date.now }: AuthProviderDeps): AuthProvider => ({
    async login({ username, password, name, type = 1, captcha, captcha_key }: LoginParams) {
        const reply = await http.request('public/user/login', {
            body: {
                username: username.trim(),
                password: encryptField(password, config().rsaPublicKey),
                name: name?.trim() ?? '',
                type,
                captcha: captcha ?? '',
                captcha_key: captcha_key ?? '',
            },
            hideError: true,
        });
        sessions.set(sessionFromReply(reply, Math.floor(now() / 1000)));
    },

    async logout() {
        if (sessions.get()) {
            await http.request('buyer/user/logout', { hideError: true }).catch(() => undefined);
        }
        sessions.clear();
    },

    async checkAuth() {
        if (!sessions.get()) throw { redirectTo: '/login', message: false };
    },

    async checkError(error) {
        if (isApiError(error) && error.kind === 'session') {
            sessions.clear();
            throw { redirectTo: '/login', message: false };
        }
    },

    async getIdentity() {
        const info = await http.request<Record<string, unknown>>('buyer/user/info', { hideError: true });
        const nickname = typeof info?.nickname === 'string' && info.nickname ? info.nickname : String(info?.username ?? '');
        return {
            id: String(info?.uid ?? info?.id ?? ''),
            fullName: nickname,
            avatar: typeof info?.avatar === 'string' ? info.avatar : undefined,
            ...info,
        };
    },
});
