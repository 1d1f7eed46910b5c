import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { checkAuthFollowsSession } from '../../../src/authProvider/checkAuthFollowsSession';
import { createMemoryStorage, createSessionStore } from '../../../src/dataProvider/sessionStore';
import { sessionAt, T0 } from './sessionFixture';

/** react-admin's session check query (useAuthState) as a component that checks the session holds it. */
const checkAuthQuery = (checkAuth: () => Promise<boolean>) => ({ queryKey: ['auth', 'checkAuth', {}], queryFn: checkAuth, retry: false });

describe("react-admin's session check follows the session store", () => {
    const setup = () => {
        const queryClient = new QueryClient();
        const sessions = createSessionStore(createMemoryStorage());
        const checkAuth = vi.fn(async () => sessions.get() !== undefined);
        const stop = checkAuthFollowsSession(queryClient, sessions);
        /** A component that checks the session mounts: the answer it starts with, and whether it asks again. */
        const mount = async () => {
            const observer = new QueryObserver(queryClient, checkAuthQuery(checkAuth));
            const unsubscribe = observer.subscribe(() => undefined);
            await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
            const result = observer.getCurrentResult();
            unsubscribe();
            return result.data;
        };
        return { queryClient, sessions, checkAuth, mount, stop };
    };

    it('is not asked again as the pages that check it mount, while nothing changed', async () => {
        const { sessions, checkAuth, mount } = setup();
        sessions.set(sessionAt(T0, 600));
        expect(await mount()).toBe(true);
        expect(await mount()).toBe(true);
        expect(await mount()).toBe(true);
        expect(checkAuth).toHaveBeenCalledTimes(1);
    });

    it('is asked again when a session starts or ends, and not when a token is refreshed', async () => {
        const { sessions, checkAuth, mount } = setup();
        expect(await mount()).toBe(false);
        sessions.set(sessionAt(T0, 600));
        expect(await mount()).toBe(true);
        sessions.set(sessionAt(T0, 600, 3600, 2));
        expect(await mount()).toBe(true);
        expect(checkAuth).toHaveBeenCalledTimes(2);
        sessions.clear('expired');
        expect(await mount()).toBe(false);
        sessions.set(sessionAt(T0, 600, 3600, 3));
        sessions.clear('logout');
        expect(await mount()).toBe(false);
        expect(checkAuth).toHaveBeenCalledTimes(4);
    });

    it('stops following when told', async () => {
        const { sessions, checkAuth, mount, stop } = setup();
        expect(await mount()).toBe(false);
        stop();
        sessions.set(sessionAt(T0, 600));
        expect(await mount()).toBe(false);
        expect(checkAuth).toHaveBeenCalledTimes(1);
    });
});
