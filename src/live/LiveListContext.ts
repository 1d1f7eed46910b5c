import { createContext, useContext } from 'react';
import type { Identifier } from 'react-admin';

/** What a live list shows beside its rows: rows removed meanwhile, and the new rows waiting behind the chip. */
export interface LiveListState {
    /** Rows on the page that were deleted (or left the caller's view) since the list was read: struck through until the next refetch. */
    isDeleted(id: Identifier): boolean;
    /** New rows of the current filter not shown yet, or `changed` when rows changed that no event names. */
    waiting: { count: number; changed: boolean };
    /** Shows them: the list is read again. */
    showWaiting(): void;
}

export const LiveListContext = createContext<LiveListState | undefined>(undefined);

/** The list's live state; outside a live list, nothing is deleted or waiting. */
export const useLiveListState = () => useContext(LiveListContext);
