import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '../dataProvider/sessionStore';

/** react-admin's query of `authProvider.checkAuth` (its `useAuthState`), under every params. */
const CHECK_AUTH_KEY = ['auth', 'checkAuth'] as const;

/**
 * react-admin asks `checkAuth` again whenever a component that checks the session mounts (every
 * list page does), and the question and its answer each render the whole layout again, though
 * nothing changed. The console's `checkAuth` reads the session store and nothing else, so its
 * answer is kept until there is a session where there was none or none where there was one:
 * signing in, signing out, or the session's end by expiry. A token refresh changes nothing.
 * Returns the function that stops following.
 */
export const checkAuthFollowsSession = (queryClient: QueryClient, sessions: Pick<SessionStore, 'get' | 'subscribe'>) => {
    queryClient.setQueryDefaults(CHECK_AUTH_KEY, { staleTime: Infinity });
    let signedIn = sessions.get() !== undefined;
    return sessions.subscribe(session => {
        if (signedIn === (session !== undefined)) return;
        signedIn = session !== undefined;
        void queryClient.invalidateQueries({ queryKey: CHECK_AUTH_KEY });
    });
};
