import { createContext, useContext } from 'react';
import { NO_RESTORE, type RestoreRights } from './RestoreRights';

/** What the catalogue's page tells the history features of a list: the restore rights and the titles of its actions' calls. */
export interface HistoryOptions {
    rights: RestoreRights;
    callTitle?: (call: string) => string | undefined;
}

export const HistoryOptionsContext = createContext<HistoryOptions>({ rights: NO_RESTORE });

export const useHistoryOptions = () => useContext(HistoryOptionsContext);

/** Opens a record's history drawer from anywhere in a list (a row's 更多, the recently deleted). */
export const OpenHistoryContext = createContext<(id: string | number) => void>(() => undefined);

export const useOpenHistory = () => useContext(OpenHistoryContext);
