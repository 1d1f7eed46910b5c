import { vi } from 'vitest';
import { createMemoryStorage, createSessionStore, type Session } from '../../../src/dataProvider/sessionStore';
import { createTokenRefresher, REFRESH_PATH } from '../../../src/authProvider/tokenRefresher';
import { withTokenRefresh } from '../../../src/authProvider/withTokenRefresh';
import { createHttpClient } from '../../../src/dataProvider/httpClient';
import { fakeFetch, testConfig, type Recorded } from '../dataProvider/fakeServer';

/** Local clock of the tests; the fake server's clock is 100 s ahead of it. */
export const T0 = 1_763_700_000;
export const OFFSET = 100;

export const sessionAt = (serverNow: number, accessLeft: number, refreshLeft = 3600, n = 1): Session => ({
    token: `access-${n}`,
    refreshToken: `refresh-${n}`,
    suid: '7',
    accessExpire: serverNow + accessLeft,
    refreshExpire: serverNow + refreshLeft,
    serverOffset: OFFSET,
});

/**
 * The real transport and refresher against a fake server: the refresh call rotates the pair,
 * every other call answers which access token it carried.
 */
export const setup = (initial: Session | undefined, options: { refreshReply?: (request: Recorded) => unknown } = {}) => {
    let nowMs = T0 * 1000;
    let issued = 1;
    const sessions = createSessionStore(createMemoryStorage());
    if (initial) sessions.set(initial);
    const changes: string[] = [];
    sessions.subscribe((_, change) => changes.push(change));
    const fake = fakeFetch(request => {
        if (request.url.pathname.endsWith(REFRESH_PATH)) {
            if (options.refreshReply) return options.refreshReply(request);
            issued += 1;
            const serverNow = Math.floor(nowMs / 1000) + OFFSET;
            return {
                status: true,
                msg: 'ok',
                data: {
                    token: `access-${issued}`,
                    refresh_token: `refresh-${issued}`,
                    access_expire: serverNow + 7200,
                    refresh_expire: serverNow + 86400,
                    server_time: serverNow,
                    suid: 7,
                },
            };
        }
        return { status: true, msg: 'ok', data: { token: request.headers.accesstoken } };
    });
    const now = () => nowMs;
    const raw = createHttpClient({ config: () => testConfig, session: () => sessions.get(), fetch: fake.fetchImpl, now });
    const refresher = createTokenRefresher({ http: raw, sessions, config: () => testConfig, now });
    const http = withTokenRefresh(raw, refresher);
    const refreshCalls = () => fake.calls.filter(call => call.url.pathname.endsWith(REFRESH_PATH));
    return {
        sessions,
        raw,
        now,
        refresher,
        http,
        calls: fake.calls,
        refreshCalls,
        changes,
        advance: (ms: number) => {
            nowMs += ms;
            vi.advanceTimersByTime(ms);
        },
        setNow: (ms: number) => {
            nowMs = ms;
        },
        serverNow: () => Math.floor(nowMs / 1000) + OFFSET,
    };
};
