import { useSyncExternalStore } from 'react';
import type { LiveStatus } from './createLiveClient';
import { useLiveClient } from './LiveClientContext';

const none = () => () => undefined;

/** Where the live stream is now (`idle` without a client). */
export const useLiveStatus = (): LiveStatus => {
    const client = useLiveClient();
    return useSyncExternalStore(client ? listener => client.onStatus(listener) : none, () => client?.status() ?? 'idle');
};
