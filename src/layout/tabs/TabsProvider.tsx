import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { TAB_CACHE_MAX } from '../layoutConstants';
import { matchRoute } from '../../permissions/accessRoute';
import { DASHBOARD_PATH } from '../../config/routePaths';
import { useCatalogue } from '../../resources/CatalogueProvider';
import type { CatalogueEntry } from '../../resources/types';
import { TabsContext, type TabsContextValue } from './TabsContext';
import {
    closeAllTabs,
    closeOtherTabs,
    closeTab,
    closeTabsLeft,
    closeTabsRight,
    parseStoredTabs,
    pathAfterClose,
    refreshTab,
    visitTab,
    withAffixTabs,
    type Tab,
    type TabsState,
} from './tabsModel';

/** The open tabs survive a reload (react-admin's store); the kept-alive views do not. */
export const TABS_STORE_KEY = 'mc.tabs.visited';

/** The refresh route of the route guard: it navigates straight back to the rest of its path. */
const REDIRECT_PREFIX = '/redirect';

/** The pinned tabs (the dashboard): always open, first. */
const affixTabsOf = (catalogue: readonly CatalogueEntry[]) =>
    catalogue.filter(entry => entry.affix).map(entry => ({ key: entry.path, fullPath: entry.path, title: entry.title, affix: true }));

/** Follows the location into the tab bar and offers the tab actions. */
export const TabsProvider = ({ children }: { children: ReactNode }) => {
    const catalogue = useCatalogue();
    const location = useLocation();
    const navigate = useNavigate();
    const [stored, setStored] = useStore<unknown>(TABS_STORE_KEY, []);
    const [state, setState] = useState<TabsState>(() => withAffixTabs({ tabs: parseStoredTabs(stored), cached: [] }, affixTabsOf(catalogue)));
    const stateRef = useRef(state);
    stateRef.current = state;

    useEffect(() => {
        setStored(state.tabs);
    }, [state.tabs, setStored]);

    const activeEntry = useMemo(() => matchRoute(catalogue, location.pathname), [catalogue, location.pathname]);
    const activeKey = activeEntry ? location.pathname.replace(/(.)\/+$/, '$1') : undefined;
    const fullPath = `${location.pathname}${location.search}${location.hash}`;

    useEffect(() => {
        if (!activeEntry || !activeKey) return;
        setState(current =>
            visitTab(current, { key: activeKey, fullPath, title: activeEntry.title, affix: activeEntry.affix, noCache: activeEntry.noCache }, TAB_CACHE_MAX)
        );
    }, [activeEntry, activeKey, fullPath]);

    // A refresh takes effect once the page has been left for /redirect, so that the page is
    // mounted once, on the way back, rather than also right before leaving.
    const pendingRefresh = useRef<string | undefined>(undefined);
    useEffect(() => {
        const key = pendingRefresh.current;
        if (!key || !location.pathname.startsWith(`${REDIRECT_PREFIX}/`)) return;
        pendingRefresh.current = undefined;
        setState(current => refreshTab(current, key));
    }, [location.pathname]);

    const apply = useCallback(
        (operation: (current: TabsState) => TabsState) => {
            const next = operation(stateRef.current);
            if (next === stateRef.current) return;
            stateRef.current = next;
            setState(next);
            const target = pathAfterClose(next, activeKey, DASHBOARD_PATH);
            if (target) navigate(target);
        },
        [activeKey, navigate]
    );

    const value = useMemo<TabsContextValue>(() => {
        const activeTab = state.tabs.find(tab => tab.key === activeKey);
        return {
            ...state,
            activeEntry,
            activeKey,
            activeTab,
            open: (tab: Tab) => navigate(tab.fullPath),
            close: key => apply(current => closeTab(current, key)),
            closeOthers: key => apply(current => closeOtherTabs(current, key)),
            closeAll: () => apply(closeAllTabs),
            closeLeft: key => apply(current => closeTabsLeft(current, key)),
            closeRight: key => apply(current => closeTabsRight(current, key)),
            refresh: key => {
                const tab = stateRef.current.tabs.find(candidate => candidate.key === key);
                if (!tab) return;
                pendingRefresh.current = key;
                navigate(`${REDIRECT_PREFIX}${tab.fullPath}`, { replace: true });
            },
        };
    }, [state, activeEntry, activeKey, apply, navigate]);

    return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
};
