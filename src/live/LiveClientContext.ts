import { createContext, useContext } from 'react';
import type { LiveClient } from './createLiveClient';

/** The console's one live client (src/providers.ts makes it); absent, nothing in the console is live. */
export const LiveClientContext = createContext<LiveClient | undefined>(undefined);

export const useLiveClient = () => useContext(LiveClientContext);
