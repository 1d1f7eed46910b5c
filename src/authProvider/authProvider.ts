import type { AuthProvider } from 'react-admin';
import type { RuntimeConfig } from '../../protocol/runtimeConfig';
import type { HttpClient } from '../dataProvider/httpClient';
import { encryptField } from '../dataProvider/encryptField';
import { routesForAccess } from '../permissions/accessRoute';
import { loadSignedInUser, type SignedInUser } from '../permissions/loadPermissions';
import type { Permissions } from '../permissions/Permissions';
import type { RouteEntry } from '../permissions/RouteEntry';
import { currentFullPath, loginUrlFor } from './loginRedirect';
import { isSessionEndedError } from '../dataProvider/SessionEndedError';
import { sessionFromReply, type Session, type SessionStore } from '../dataProvider/sessionStore';
import { refreshExpired } from './tokenRefresher';

export interface LoginParams {
    username: string;
    password: string;
    name?: string;
    /** 1 password, 2 SMS code (then `password` holds the code). */
    type?: 1 | 2;
    captcha?: string;
    captcha_key?: string;
}

export interface AuthProviderDeps {
    http: HttpClient;
    sessions: SessionStore;
    config: () => RuntimeConfig;
    /** The catalogue's entries, or how to read them now when the catalogue changes while the console runs (src/app/catalogueStore.ts). */
    catalogue: readonly RouteEntry[] | (() => readonly RouteEntry[]);
    now?: () => number;
    /** Where the user is (path, query and hash), for the login redirect. */
    location?: () => string;
}

/** The console's auth provider: react-admin's methods plus what its own pages need. */
export interface MerchantAuthProvider extends AuthProvider {
    /** Null without a session: react-admin asks for permissions before anyone has logged in. */
    getPermissions(): Promise<Permissions | null>;
    canAccess(params: { resource: string; action: string }): Promise<boolean>;
    /** Stores the session of a login-shaped reply (social login return). */
    acceptTokenReply(reply: unknown): void;
    getSession(): Session | undefined;
    /** A session is stored and its refresh token has not expired. */
    hasSession(): boolean;
    /**
     * Starts loading who is signed in and what they may open, as a login does, when a session is
     * stored: a start with one asks at once, beside the page's code, instead of once the shell
     * has rendered its gate. A failure is the gate's to show when it asks.
     */
    prefetchUser(): void;
    /** Forgets the loaded user and permissions: the next question loads them again (addon installed). */
    reloadPermissions(): void;
    /** Ends the session here, without a server call (the reply said it is already gone). */
    resetSession(): void;
    /** Called when the session ends by itself (refresh token expired or refused). */
    onSessionExpired(listener: () => void): () => void;
}

/**
 * Login, logout, session checks, identity and permissions against /v1 (docs/protocol.md §6,
 * docs/console.md §4, §6).
 *
 * login       => POST public/user/login {username, password (RSA), name, type, captcha, captcha_key}
 * logout      => GET buyer/user/logout, then the session and the user's permissions are dropped
 * getIdentity, getPermissions, canAccess
 *             => GET buyer/user/info + seller/role/OperatorPermission (+ GetServerConfig), once
 *                per session, started as soon as a login succeeds
 */
export const createAuthProvider = ({
    http,
    sessions,
    config,
    catalogue: entries,
    now = Date.now,
    location = currentFullPath,
}: AuthProviderDeps): MerchantAuthProvider => {
    const catalogue = typeof entries === 'function' ? entries : () => entries;
    let user: Promise<SignedInUser> | undefined;
    const forgetUser = () => {
        user = undefined;
    };
    sessions.subscribe((_session, change) => {
        if (change !== 'set') forgetUser();
    });

    const signedInUser = () => {
        if (!user) {
            const loading = loadSignedInUser(http, catalogue());
            user = loading;
            // A failure is not kept: the next navigation tries again (after the reset it causes).
            loading.catch(() => {
                if (user === loading) forgetUser();
            });
        }
        return user;
    };

    const liveSession = () => {
        const session = sessions.get();
        if (session && refreshExpired(session, now())) {
            sessions.clear('expired');
            return undefined;
        }
        return session;
    };

    const storeReply = (reply: unknown) => {
        const session = sessionFromReply(reply, Math.floor(now() / 1000));
        forgetUser();
        sessions.set(session);
    };

    return {
        async login({ username, password, name, type = 1, captcha, captcha_key }: LoginParams) {
            const reply = await http.request('public/user/login', {
                body: {
                    username: username.trim(),
                    password: await encryptField(password, config().rsaPublicKey),
                    name: name?.trim() ?? '',
                    type,
                    captcha: captcha?.trim() ?? '',
                    captcha_key: captcha_key ?? '',
                },
                hideError: true,
            });
            storeReply(reply);
            // Who signed in and what they may open, asked at once: the layout waits for it, and
            // nothing it needs waits for the router to get there. A failure is the gate's to show.
            signedInUser().catch(() => undefined);
        },

        async logout() {
            if (sessions.get()) {
                // The local session ends whatever the server says: logging out never fails.
                await http.request('buyer/user/logout', { hideError: true }).catch(() => undefined);
            }
            sessions.clear('logout');
            forgetUser();
            return loginUrlFor(location());
        },

        async checkAuth() {
            if (!liveSession()) throw { redirectTo: loginUrlFor(location()), message: false };
        },

        async checkError(error) {
            // The session is over (refresh token expired): react-admin logs out and goes to login.
            if (isSessionEndedError(error)) throw { redirectTo: loginUrlFor(location()), message: false };
        },

        async getIdentity() {
            if (!sessions.get()) throw new Error('mc.session.ended');
            const { info } = await signedInUser();
            const text = (key: string) => (typeof info[key] === 'string' ? (info[key] as string) : '');
            return {
                ...info,
                id: String(info.uid ?? info.id ?? ''),
                fullName: text('nickname') || text('name') || text('username'),
                avatar: text('avatar') || undefined,
            };
        },

        async getPermissions() {
            if (!sessions.get()) return null;
            return (await signedInUser()).permissions;
        },

        async canAccess({ resource, action }) {
            if (!sessions.get()) return false;
            const routes = routesForAccess(catalogue(), resource, action);
            if (!routes.length) return false;
            const { permissions } = await signedInUser();
            return routes.some(route => permissions.routes.has(route));
        },

        acceptTokenReply: storeReply,
        getSession: () => sessions.get(),
        hasSession: () => liveSession() !== undefined,
        prefetchUser() {
            if (liveSession()) signedInUser().catch(() => undefined);
        },
        reloadPermissions: forgetUser,
        resetSession() {
            sessions.clear('logout');
            forgetUser();
        },
        onSessionExpired(listener) {
            return sessions.subscribe((_session, change) => {
                if (change === 'expired') listener();
            });
        },
    };
};
