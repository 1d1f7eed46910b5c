import { createContext } from 'react';
import type { CatalogueEntry } from '../../resources/types';
import type { Tab, TabsState } from './tabsModel';

export interface TabsContextValue extends TabsState {
    /** The tab key of the current location; undefined on pages outside the catalogue (404, redirect). */
    activeKey: string | undefined;
    /** The tab of the current location, once it has been recorded. */
    activeTab: Tab | undefined;
    /** The catalogue entry of the current location. */
    activeEntry: CatalogueEntry | undefined;
    open(tab: Tab): void;
    close(key: string): void;
    closeOthers(key: string): void;
    closeAll(): void;
    closeLeft(key: string): void;
    closeRight(key: string): void;
    /** Mounts the tab's page again (through `/redirect{path}`). */
    refresh(key: string): void;
}

export const TabsContext = createContext<TabsContextValue | undefined>(undefined);
