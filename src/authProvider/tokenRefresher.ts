import type { RuntimeConfig } from '../../protocol/runtimeConfig';
import { isApiError } from '../dataProvider/ApiError';
import type { HttpClient } from '../dataProvider/httpClient';
import { SessionEndedError } from '../dataProvider/SessionEndedError';
import { sessionFromReply, type Session, type SessionStore } from '../dataProvider/sessionStore';

export const REFRESH_PATH = 'public/user/refreshAccessToken';

export interface TokenRefresher {
    /**
     * Resolves once the access token is good for longer than the refresh margin: at once when it
     * already is (or when there is no session), else after the one refresh that every concurrent
     * caller shares. Rejects with SessionEndedError, after ending the session, when the refresh
     * token has expired or the server refuses it.
     */
    ensureFresh(): Promise<void>;
}

export interface TokenRefresherDeps {
    /** The plain transport: the refresh call itself must not wait for a refresh. */
    http: HttpClient;
    sessions: SessionStore;
    config: () => Pick<RuntimeConfig, 'refreshBeforeExpirySeconds'>;
    /** Local clock in milliseconds. */
    now?: () => number;
}

/** The session's clock: local seconds corrected by the offset measured at login or refresh. */
export const serverNowOf = (session: Session, nowMs: number) => Math.floor(nowMs / 1000) + session.serverOffset;

/** docs/protocol.md §6: refresh when the access token expires within the margin. */
export const needsRefresh = (session: Session, nowMs: number, marginSeconds: number) => session.accessExpire - serverNowOf(session, nowMs) <= marginSeconds;

export const refreshExpired = (session: Session, nowMs: number) => serverNowOf(session, nowMs) >= session.refreshExpire;

export const createTokenRefresher = ({ http, sessions, config, now = Date.now }: TokenRefresherDeps): TokenRefresher => {
    let pending: Promise<void> | undefined;

    const end = (): never => {
        sessions.clear('expired');
        throw new SessionEndedError();
    };

    const refresh = async (current: Session) => {
        let reply: unknown;
        try {
            reply = await http.request(REFRESH_PATH, { body: { refresh_token: current.refreshToken }, hideError: true });
        } catch (error) {
            // A refused refresh token (`data: "login"`: revoked, rotated by another tab, unknown)
            // ends the session; any other fault does not: the caller fails, the next check retries.
            if (isApiError(error) && error.kind === 'session') {
                const stored = sessions.get();
                // Another tab rotated the pair meanwhile: its session is ours too.
                if (stored && stored.refreshToken !== current.refreshToken) return;
                end();
            }
            throw error;
        }
        const next = sessionFromReply(reply, Math.floor(now() / 1000));
        // A logout (or a new login) during the refresh wins over its answer.
        if (sessions.get()?.refreshToken === current.refreshToken) sessions.set(next);
    };

    return {
        ensureFresh() {
            const session = sessions.get();
            if (!session) return Promise.resolve();
            const nowMs = now();
            if (refreshExpired(session, nowMs)) {
                try {
                    end();
                } catch (error) {
                    return Promise.reject(error);
                }
            }
            if (!needsRefresh(session, nowMs, config().refreshBeforeExpirySeconds)) return Promise.resolve();
            pending ??= refresh(session).finally(() => {
                pending = undefined;
            });
            return pending;
        },
    };
};
