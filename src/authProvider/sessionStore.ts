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

/** What login and refresh answer (PROTOCOL.md §4). */
export interface TokenReply {
    token: string;
    refresh_token: string;
    access_expire: number;
    refresh_expire: number;
    server_time: number;
    suid: string | number;
}

export interface SessionStore {
    get(): Session | undefined;
    set(session: Session): void;
    clear(): void;
    /** Called on every change; returns the unsubscribe function. */
    subscribe(listener: (session: Session | undefined) => void): () => void;
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

/** A store over Web Storage (localStorage in the browser); a corrupt record reads as none. */
export const createSessionStore = (storage: Storage): SessionStore => {
    const listeners = new Set<(session: Session | undefined) => void>();
    const notify = (session: Session | undefined) => listeners.forEach(listener => listener(session));
    return {
        get() {
            try {
                const parsed = JSON.parse(storage.getItem(SESSION_KEY) ?? 'null');
                return isSession(parsed) ? parsed : undefined;
            } catch {
                return undefined;
            }
        },
        set(session) {
            storage.setItem(SESSION_KEY, JSON.stringify(session));
            notify(session);
        },
        clear() {
            storage.removeItem(SESSION_KEY);
            notify(undefined);
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
