/**
 * The tab bar as data: the visited pages in display order, and which of them are kept alive
 * (least recently used first). Every operation is a pure function returning a new state, so
 * the rules (pinned tabs never close, at most N live views, not-cached pages never kept) are
 * tested without a browser.
 */

export interface Tab {
    /** Identity of the tab: the page's pathname. */
    key: string;
    /** The last location shown in this tab (pathname, search and hash), restored when revisited. */
    fullPath: string;
    /** Translation key of the title. */
    title: string;
    /** Pinned: always present, never closed. */
    affix: boolean;
    /** Never kept alive: the page is mounted afresh on every visit. */
    noCache: boolean;
    /** Bumped by "refresh": the page mounts again under a new React key. */
    generation: number;
}

export interface TabsState {
    tabs: Tab[];
    /** Keys of the views kept alive, least recently used first. */
    cached: string[];
}

export type TabInput = Pick<Tab, 'key' | 'fullPath' | 'title'> & Partial<Pick<Tab, 'affix' | 'noCache'>>;

export const emptyTabs: TabsState = { tabs: [], cached: [] };

const toTab = (input: TabInput): Tab => ({
    key: input.key,
    fullPath: input.fullPath,
    title: input.title,
    affix: !!input.affix,
    noCache: !!input.noCache,
    generation: 0,
});

/** Puts the pinned tabs first (in the given order) when they are missing. */
export const withAffixTabs = (state: TabsState, affix: TabInput[]): TabsState => {
    const missing = affix.filter(input => !state.tabs.some(tab => tab.key === input.key));
    if (!missing.length) return state;
    return { ...state, tabs: [...missing.map(input => toTab({ ...input, affix: true })), ...state.tabs] };
};

/**
 * The user is on `input`: add its tab (or update its last location) and mark its view as the
 * most recently used, dropping the least recently used views beyond `max`.
 */
export const visitTab = (state: TabsState, input: TabInput, max: number): TabsState => {
    const existing = state.tabs.find(tab => tab.key === input.key);
    const tabs = existing
        ? existing.fullPath === input.fullPath && existing.title === input.title
            ? state.tabs
            : state.tabs.map(tab => (tab.key === input.key ? { ...tab, fullPath: input.fullPath, title: input.title } : tab))
        : [...state.tabs, toTab(input)];
    const noCache = existing ? existing.noCache : !!input.noCache;
    const others = state.cached.filter(key => key !== input.key);
    if (noCache) {
        return tabs === state.tabs && others.length === state.cached.length ? state : { tabs, cached: others };
    }
    const alreadyNewest = state.cached[state.cached.length - 1] === input.key;
    if (alreadyNewest && tabs === state.tabs && state.cached.length <= max) return state;
    const cached = [...others, input.key];
    return { tabs, cached: cached.slice(Math.max(0, cached.length - max)) };
};

const keep = (state: TabsState, predicate: (tab: Tab, index: number) => boolean): TabsState => {
    const tabs = state.tabs.filter((tab, index) => tab.affix || predicate(tab, index));
    if (tabs.length === state.tabs.length) return state;
    const keys = new Set(tabs.map(tab => tab.key));
    return { tabs, cached: state.cached.filter(key => keys.has(key)) };
};

const indexOf = (state: TabsState, key: string) => state.tabs.findIndex(tab => tab.key === key);

/** Closes one tab; a pinned tab stays. */
export const closeTab = (state: TabsState, key: string) => keep(state, tab => tab.key !== key);

export const closeOtherTabs = (state: TabsState, key: string) => keep(state, tab => tab.key === key);

export const closeAllTabs = (state: TabsState) => keep(state, () => false);

export const closeTabsLeft = (state: TabsState, key: string) => {
    const index = indexOf(state, key);
    return index < 0 ? state : keep(state, (_tab, i) => i >= index);
};

export const closeTabsRight = (state: TabsState, key: string) => {
    const index = indexOf(state, key);
    return index < 0 ? state : keep(state, (_tab, i) => i <= index);
};

/** The page shows again from scratch: a new generation and no kept-alive view. */
export const refreshTab = (state: TabsState, key: string): TabsState => {
    if (indexOf(state, key) < 0) return state;
    return {
        tabs: state.tabs.map(tab => (tab.key === key ? { ...tab, generation: tab.generation + 1 } : tab)),
        cached: state.cached.filter(cachedKey => cachedKey !== key),
    };
};

/**
 * Where to go after the tabs of `before` became `after` while `activeKey` was shown: nowhere
 * when it is still open, else the last remaining tab, else `fallback`.
 */
export const pathAfterClose = (after: TabsState, activeKey: string | undefined, fallback: string): string | undefined => {
    if (activeKey && after.tabs.some(tab => tab.key === activeKey)) return undefined;
    return after.tabs[after.tabs.length - 1]?.fullPath ?? fallback;
};

/** Reads a stored tab list back, dropping anything that is not a well-formed tab. */
export const parseStoredTabs = (value: unknown): Tab[] => {
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    const tabs: Tab[] = [];
    for (const item of value) {
        if (!item || typeof item !== 'object') continue;
        const { key, fullPath, title, affix, noCache, generation } = item as Record<string, unknown>;
        if (typeof key !== 'string' || !key.startsWith('/') || seen.has(key)) continue;
        if (typeof fullPath !== 'string' || !fullPath.startsWith(key) || typeof title !== 'string') continue;
        seen.add(key);
        tabs.push({
            key,
            fullPath,
            title,
            affix: affix === true,
            noCache: noCache === true,
            generation: typeof generation === 'number' && Number.isFinite(generation) ? generation : 0,
        });
    }
    return tabs;
};
