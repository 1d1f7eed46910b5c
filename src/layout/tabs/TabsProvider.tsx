import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStoreContext } from 'react-admin';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
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
    type TabInput,
    type TabsState,
} from './tabsModel';

/** The open tabs survive a reload (react-admin's store); the kept-alive views do not. */
export const TABS_STORE_KEY = 'mc.tabs.visited';

/** The refresh route of the route guard: it navigates straight back to the rest of its path. */
const REDIRECT_PREFIX = '/redirect';

/** The pinned tabs (the dashboard): always open, first. */
const affixTabsOf = (catalogue: readonly CatalogueEntry[]) =>
    catalogue.filter(entry => entry.affix).map(entry => ({ key: entry.path, fullPath: entry.path, title: entry.title, affix: true }));

/** The tab of the page at the location, whose catalogue entry is `entry`: keyed by its pathname. */
const tabAt = (entry: CatalogueEntry, location: Location): TabInput => ({
    key: location.pathname.replace(/(.)\/+$/, '$1'),
    fullPath: `${location.pathname}${location.search}${location.hash}`,
    title: entry.title,
    affix: entry.affix,
    noCache: entry.noCache,
});

/**
 * Follows the location into the tab bar and offers the tab actions. The tab of a new location is
 * visited in the render that sees it, and the stored tabs are written without being watched: the
 * layout renders once per navigation, not again for its own bookkeeping.
 */
export const TabsProvider = ({ children }: { children: ReactNode }) => {
    const catalogue = useCatalogue();
    const location = useLocation();
    const navigate = useNavigate();
    const store = useStoreContext();
    const activeEntry = useMemo(() => matchRoute(catalogue, location.pathname), [catalogue, location.pathname]);
    const current = useMemo(() => (activeEntry ? tabAt(activeEntry, location) : undefined), [activeEntry, location]);
    const [state, setState] = useState<TabsState>(() => {
        const stored = withAffixTabs({ tabs: parseStoredTabs(store.getItem(TABS_STORE_KEY, [])), cached: [] }, affixTabsOf(catalogue));
        return current ? visitTab(stored, current, TAB_CACHE_MAX) : stored;
    });
    // A visit that changes nothing leaves the state as it is (visitTab answers the same object).
    const [visited, setVisited] = useState(current);
    if (visited !== current) {
        setVisited(current);
        if (current) setState(before => visitTab(before, current, TAB_CACHE_MAX));
    }
    const stateRef = useRef(state);
    stateRef.current = state;

    useEffect(() => {
        store.setItem(TABS_STORE_KEY, state.tabs);
    }, [state.tabs, store]);

    const activeKey = current?.key;

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
