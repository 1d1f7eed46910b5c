/**
 * The session: tokens, their expiry times and the server-time offset, kept together so that
 * the transport, the refresh wrapper and the auth provider read one consistent record.
 */
export interface Session {
    token: string;
    refreshToken: string;
    suid: string;
    /** Unix seconds, server clock. */
    accessExpire: number;
    /** Unix seconds, server clock. */
    refreshExpire: number;
    /** server_time − local clock at login or refresh, in seconds. */
    serverOffset: number;
}

/** What login and refresh answer (docs/protocol.md §6). */
export interface TokenReply {
    token: string;
    refresh_token: string;
    access_expire: number;
    refresh_expire: number;
    server_time: number;
    suid: string | number;
}

/**
 * Why a session changed: `set` (login or refresh), `logout` (the user or the console ended it),
 * `expired` (the refresh token ran out or was refused: the user must log in again).
 */
export type SessionChange = 'set' | 'logout' | 'expired';

export interface SessionStore {
    get(): Session | undefined;
    set(session: Session): void;
    clear(reason?: Exclude<SessionChange, 'set'>): void;
    /** Called on every change; returns the unsubscribe function. */
    subscribe(listener: (session: Session | undefined, change: SessionChange) => void): () => void;
}

export const SESSION_KEY = 'mc.session';

const isSession = (value: unknown): value is Session => {
    if (!value || typeof value !== 'object') return false;
    const s = value as Record<string, unknown>;
    return (
        typeof s.token === 'string' &&
        s.token !== '' &&
        typeof s.refreshToken === 'string' &&
        typeof s.suid === 'string' &&
        typeof s.accessExpire === 'number' &&
        typeof s.refreshExpire === 'number' &&
        typeof s.serverOffset === 'number'
    );
};

/** Turns a login or refresh reply into a session; throws on a malformed reply. */
export const sessionFromReply = (reply: unknown, localNowSeconds: number): Session => {
    const r = (reply ?? {}) as Partial<TokenReply>;
    const session = {
        token: r.token,
        refreshToken: r.refresh_token,
        suid: r.suid === undefined || r.suid === null ? '' : String(r.suid),
        accessExpire: Number(r.access_expire),
        refreshExpire: Number(r.refresh_expire),
        serverOffset: Number(r.server_time) - localNowSeconds,
    };
    if (!isSession(session) || [session.accessExpire, session.refreshExpire, session.serverOffset].some(n => !Number.isFinite(n))) {
        throw new Error('The server answered the login with a malformed token');
    }
    return session;
};

/**
 * A store over Web Storage (localStorage in the browser). A record that cannot be parsed is a
 * token parse failure (docs/console.md §8): it is removed, so the user goes through login again.
 */
export const createSessionStore = (storage: Storage): SessionStore => {
    const listeners = new Set<(session: Session | undefined, change: SessionChange) => void>();
    const notify = (session: Session | undefined, change: SessionChange) => listeners.forEach(listener => listener(session, change));
    return {
        get() {
            const raw = storage.getItem(SESSION_KEY);
            if (raw === null) return undefined;
            let parsed: unknown;
            try {
                parsed = JSON.parse(raw);
            } catch {
                parsed = undefined;
            }
            if (isSession(parsed)) return parsed;
            storage.removeItem(SESSION_KEY);
            return undefined;
        },
        set(session) {
            storage.setItem(SESSION_KEY, JSON.stringify(session));
            notify(session, 'set');
        },
        clear(reason = 'logout') {
            storage.removeItem(SESSION_KEY);
            notify(undefined, reason);
        },
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
    };
};

/** An in-memory Storage, for Node callers (contract tests, benchmarks). */
export const createMemoryStorage = (): Storage => {
    const map = new Map<string, string>();
    return {
        get length() {
            return map.size;
        },
        clear: () => map.clear(),
        getItem: key => map.get(key) ?? null,
        key: index => Array.from(map.keys())[index] ?? null,
        removeItem: key => void map.delete(key),
        setItem: (key, value) => void map.set(key, String(value)),
    };
};
