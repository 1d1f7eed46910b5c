import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useAuthProvider, useLogout, useNotify } from 'react-admin';
import type { MerchantAuthProvider } from '../authProvider/authProvider';
import { refreshCounterCalls, refreshCounters } from '../dataProvider/counters/useCounters';
import { useLiveClient } from './LiveClientContext';
import { sessionEventEnds } from './sessionEventEnds';
import { useLiveEvents } from './useLiveEvents';

/**
 * A `session` event comes a moment before this tab's own logout has cleared the session (the server
 * revokes it first): a session still here after this long was ended elsewhere.
 */
const SESSION_END_GRACE_MS = 300;

/**
 * Runs the live stream while the signed-in shell is shown: started with it, stopped at logout,
 * tried again at once when the tab is shown again or the browser is back online. What concerns the
 * whole console is done here: menu badges and tab counts read again when a `badge` event names
 * their call (all of them after a `reset`), and a revoked session signs out with the usual message.
 */
export const LiveProvider = ({ children }: { children: ReactNode }) => {
    const client = useLiveClient();
    const queryClient = useQueryClient();
    const authProvider = useAuthProvider<MerchantAuthProvider>();
    const logout = useLogout();
    const notify = useNotify();

    useEffect(() => {
        if (!client) return;
        client.start();
        const resume = () => {
            if (document.visibilityState === 'visible') client.resume();
        };
        document.addEventListener('visibilitychange', resume);
        window.addEventListener('online', resume);
        return () => {
            document.removeEventListener('visibilitychange', resume);
            window.removeEventListener('online', resume);
            client.stop();
        };
    }, [client]);

    useLiveEvents(event => {
        switch (event.type) {
            case 'badge':
                void refreshCounterCalls(queryClient, event.data.calls);
                break;
            case 'reset':
                void refreshCounters(queryClient);
                break;
            case 'session': {
                const ended = authProvider?.getSession()?.token;
                setTimeout(() => {
                    if (!authProvider || !sessionEventEnds(ended, authProvider.getSession()?.token, authProvider.hasSession())) return;
                    notify(event.data.msg || 'mc.error.relogin', { type: 'warning' });
                    void logout();
                }, SESSION_END_GRACE_MS);
                break;
            }
        }
    });

    return <>{children}</>;
};
