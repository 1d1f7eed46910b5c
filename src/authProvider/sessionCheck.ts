import type { RuntimeConfig } from '../../protocol/runtimeConfig';
import type { SessionStore } from '../dataProvider/sessionStore';
import type { TokenRefresher } from './tokenRefresher';

export interface SessionCheckDeps {
    refresher: TokenRefresher;
    sessions: SessionStore;
    config: () => Pick<RuntimeConfig, 'sessionCheckIntervalSeconds'>;
    setTimer?: (callback: () => void, ms: number) => unknown;
    clearTimer?: (timer: unknown) => void;
}

/**
 * The background session check of docs/protocol.md §6: one period after a session starts (login, or
 * a stored session found at start) and every period after, refresh when due. An expired refresh
 * token ends the session through the refresher. Stops while there is no session.
 * Returns the function that stops it for good.
 */
export const startSessionCheck = ({
    refresher,
    sessions,
    config,
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = timer => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: SessionCheckDeps): (() => void) => {
    let timer: unknown;
    // Which run is current: a check still in flight when the session ends (and maybe a new one
    // starts) must not schedule a second chain.
    let run = 0;

    const stop = () => {
        if (timer !== undefined) clearTimer(timer);
        timer = undefined;
        run += 1;
    };

    const schedule = () => {
        const mine = run;
        timer = setTimer(() => {
            void refresher
                .ensureFresh()
                // Errors are the refresher's business (an ended session clears the store);
                // a network fault is simply retried next period.
                .catch(() => undefined)
                .finally(() => {
                    if (mine === run && sessions.get()) schedule();
                });
        }, config().sessionCheckIntervalSeconds * 1000);
    };

    const unsubscribe = sessions.subscribe(session => {
        if (!session) stop();
        else if (timer === undefined) schedule();
    });
    if (sessions.get()) schedule();

    return () => {
        unsubscribe();
        stop();
    };
};
