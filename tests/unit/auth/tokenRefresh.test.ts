import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSessionEndedError } from '../../../src/dataProvider/SessionEndedError';
import { startSessionCheck } from '../../../src/authProvider/sessionCheck';
import { createTokenRefresher } from '../../../src/authProvider/tokenRefresher';
import { withTokenRefresh } from '../../../src/authProvider/withTokenRefresh';
import { testConfig } from '../dataProvider/fakeServer';
import { OFFSET, T0, sessionAt, setup } from './sessionFixture';

const SERVER_T0 = T0 + OFFSET;

beforeEach(() => {
    vi.useFakeTimers();
});
afterEach(() => {
    vi.useRealTimers();
});

describe('withTokenRefresh', () => {
    it('makes exactly one refresh call for 50 concurrent calls at expiry, and all 50 succeed with the new token', async () => {
        const env = setup(sessionAt(SERVER_T0, 10));
        const replies = await Promise.all(
            Array.from({ length: 50 }, (_, i) => env.http.request<{ token: string }>('seller/dealer/DealerList', { params: { page: i + 1 } }))
        );
        expect(env.refreshCalls()).toHaveLength(1);
        expect(env.refreshCalls()[0].body).toMatchObject({ refresh_token: 'refresh-1' });
        expect(replies).toHaveLength(50);
        expect(replies.every(reply => reply.token === 'access-2')).toBe(true);
        expect(env.sessions.get()?.refreshToken).toBe('refresh-2');
        expect(env.calls).toHaveLength(51);
    });

    it('does not refresh 61 s before access expiry, and refreshes at 60 s', async () => {
        const env = setup(sessionAt(SERVER_T0, 61));
        await expect(env.http.request('seller/dealer/DealerList')).resolves.toEqual({ token: 'access-1' });
        expect(env.refreshCalls()).toHaveLength(0);

        env.advance(1000);
        await expect(env.http.request('seller/dealer/DealerList')).resolves.toEqual({ token: 'access-2' });
        expect(env.refreshCalls()).toHaveLength(1);
    });

    it('takes the margin from the runtime configuration', async () => {
        const env = setup(sessionAt(SERVER_T0, 100));
        const refresher = createTokenRefresher({ http: env.raw, sessions: env.sessions, config: () => ({ refreshBeforeExpirySeconds: 120 }), now: env.now });
        await withTokenRefresh(env.raw, refresher).request('seller/a');
        expect(env.refreshCalls()).toHaveLength(1);
    });

    it('uses the server clock (the offset), not the local one', async () => {
        // 30 s left on the server clock, though the local clock would say 130 s.
        const env = setup({ ...sessionAt(SERVER_T0, 30), serverOffset: OFFSET });
        await env.http.request('seller/dealer/DealerList');
        expect(env.refreshCalls()).toHaveLength(1);
    });

    it('never refreshes in front of public calls', async () => {
        const env = setup(sessionAt(SERVER_T0, 5));
        await env.http.request('public/config/GetServerConfig');
        expect(env.refreshCalls()).toHaveLength(0);
    });

    it('ends the session without sending the call when the refresh token has expired', async () => {
        const env = setup(sessionAt(SERVER_T0, -100, 0));
        const error = await env.http.request('seller/dealer/DealerList').catch(e => e);
        expect(isSessionEndedError(error)).toBe(true);
        expect(env.calls).toHaveLength(0);
        expect(env.sessions.get()).toBeUndefined();
        expect(env.changes).toContain('expired');
    });

    it('ends the session when the server refuses the refresh token', async () => {
        const env = setup(sessionAt(SERVER_T0, 10), {
            refreshReply: () => ({ status: false, msg: '登录已失效，请重新登录', data: 'login' }),
        });
        const results = await Promise.allSettled([env.http.request('seller/a'), env.http.request('seller/b')]);
        expect(results.every(r => r.status === 'rejected' && isSessionEndedError(r.reason))).toBe(true);
        expect(env.refreshCalls()).toHaveLength(1);
        expect(env.sessions.get()).toBeUndefined();
        expect(env.changes.at(-1)).toBe('expired');
    });

    it('keeps the session when the refresh fails on the network, and tries again next time', async () => {
        let down = true;
        const env = setup(sessionAt(SERVER_T0, 10), {
            refreshReply: () => {
                if (down) throw new TypeError('Failed to fetch');
                return {
                    status: true,
                    msg: 'ok',
                    data: {
                        token: 'access-9',
                        refresh_token: 'refresh-9',
                        access_expire: SERVER_T0 + 7200,
                        refresh_expire: SERVER_T0 + 9999,
                        server_time: SERVER_T0,
                        suid: 7,
                    },
                };
            },
        });
        await expect(env.http.request('seller/a')).rejects.toMatchObject({ kind: 'network' });
        expect(env.sessions.get()?.token).toBe('access-1');
        down = false;
        await expect(env.http.request('seller/a')).resolves.toEqual({ token: 'access-9' });
    });

    it('does not overwrite a logout that happens during the refresh', async () => {
        const env = setup(sessionAt(SERVER_T0, 10));
        const call = env.http.request('seller/a').catch(e => e);
        env.sessions.clear();
        await call;
        expect(env.sessions.get()).toBeUndefined();
    });
});

describe('startSessionCheck', () => {
    it('checks first 30 s after login, then every 30 s, refreshing when due', async () => {
        const env = setup(undefined);
        const stop = startSessionCheck({ refresher: env.refresher, sessions: env.sessions, config: () => testConfig });
        // Login: 80 s of access left. The first check at +30 s finds 50 s left, inside the margin.
        env.sessions.set(sessionAt(env.serverNow(), 80));
        await vi.advanceTimersByTimeAsync(0);
        env.advance(29_999);
        await vi.advanceTimersByTimeAsync(0);
        expect(env.refreshCalls()).toHaveLength(0);
        env.advance(1);
        await vi.advanceTimersByTimeAsync(0);
        expect(env.refreshCalls()).toHaveLength(1);
        expect(env.sessions.get()?.token).toBe('access-2');
        stop();
    });

    it('keeps checking every 30 s and refreshes again when the new token nears expiry', async () => {
        const env = setup(undefined);
        const stop = startSessionCheck({ refresher: env.refresher, sessions: env.sessions, config: () => ({ sessionCheckIntervalSeconds: 30 }) });
        env.sessions.set(sessionAt(env.serverNow(), 150));
        // Checks at 30 (120 left), 60 (90 left): nothing; 90 (60 left): refresh.
        for (const expected of [0, 0, 1]) {
            env.advance(30_000);
            await vi.advanceTimersByTimeAsync(0);
            expect(env.refreshCalls()).toHaveLength(expected);
        }
        stop();
    });

    it('ends an idle session whose refresh token expires, without any call', async () => {
        const env = setup(undefined);
        const stop = startSessionCheck({ refresher: env.refresher, sessions: env.sessions, config: () => testConfig });
        env.sessions.set(sessionAt(env.serverNow(), 20, 25));
        env.advance(30_000);
        await vi.advanceTimersByTimeAsync(0);
        expect(env.sessions.get()).toBeUndefined();
        expect(env.changes.at(-1)).toBe('expired');
        expect(env.calls).toHaveLength(0);
        // No session: no more checks.
        env.advance(120_000);
        await vi.advanceTimersByTimeAsync(0);
        expect(env.calls).toHaveLength(0);
        stop();
    });

    it('starts for a session found at start and stops on logout', async () => {
        const env = setup(sessionAt(SERVER_T0, 40));
        const stop = startSessionCheck({ refresher: env.refresher, sessions: env.sessions, config: () => testConfig });
        env.sessions.clear();
        env.advance(60_000);
        await vi.advanceTimersByTimeAsync(0);
        expect(env.calls).toHaveLength(0);
        stop();
    });
});
