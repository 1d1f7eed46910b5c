import { describe, expect, it } from 'vitest';
import {
    closeAllTabs,
    closeOtherTabs,
    closeTab,
    closeTabsLeft,
    closeTabsRight,
    emptyTabs,
    parseStoredTabs,
    pathAfterClose,
    refreshTab,
    visitTab,
    withAffixTabs,
    type TabInput,
    type TabsState,
} from '../../../src/layout/tabs/tabsModel';

const page = (key: string, extra: Partial<TabInput> = {}): TabInput => ({ key, fullPath: key, title: `t${key}`, ...extra });
const home = page('/dashboard', { affix: true });

const open = (...keys: string[]): TabsState => keys.reduce((state, key) => visitTab(state, page(key), 20), withAffixTabs(emptyTabs, [home]));

const keys = (state: TabsState) => state.tabs.map(tab => tab.key);

describe('tabsModel', () => {
    it('puts the pinned tab first and adds each visited page once, in visit order', () => {
        const state = visitTab(open('/a', '/b'), page('/a'), 20);
        expect(keys(state)).toEqual(['/dashboard', '/a', '/b']);
        expect(state.cached).toEqual(['/b', '/a']);
    });

    it('remembers the last location of a tab', () => {
        const state = visitTab(open('/a'), page('/a', { fullPath: '/a?filter=x' }), 20);
        expect(state.tabs.find(tab => tab.key === '/a')?.fullPath).toBe('/a?filter=x');
    });

    it('keeps at most max views alive, dropping the least recently used one', () => {
        let state = withAffixTabs(emptyTabs, [home]);
        state = visitTab(state, home, 3);
        for (const key of ['/a', '/b']) state = visitTab(state, page(key), 3);
        state = visitTab(state, home, 3); // the dashboard is used again: /a is now the oldest
        state = visitTab(state, page('/c'), 3);
        expect(state.cached).toEqual(['/b', '/dashboard', '/c']);
        // eviction drops the view, not the tab
        expect(keys(state)).toEqual(['/dashboard', '/a', '/b', '/c']);
    });

    it('never keeps a noCache page alive', () => {
        const state = visitTab(open('/a'), page('/form', { noCache: true }), 20);
        expect(keys(state)).toContain('/form');
        expect(state.cached).not.toContain('/form');
    });

    it('closes one tab but never the pinned one', () => {
        const state = open('/a', '/b');
        expect(keys(closeTab(state, '/a'))).toEqual(['/dashboard', '/b']);
        expect(closeTab(state, '/a').cached).toEqual(['/b']);
        expect(closeTab(state, '/dashboard')).toBe(state);
    });

    it('closes others, all, left and right around a tab, keeping pinned tabs', () => {
        const state = open('/a', '/b', '/c');
        expect(keys(closeOtherTabs(state, '/b'))).toEqual(['/dashboard', '/b']);
        expect(keys(closeAllTabs(state))).toEqual(['/dashboard']);
        expect(keys(closeTabsLeft(state, '/b'))).toEqual(['/dashboard', '/b', '/c']);
        expect(keys(closeTabsRight(state, '/b'))).toEqual(['/dashboard', '/a', '/b']);
        expect(closeTabsRight(state, '/missing')).toBe(state);
    });

    it('refresh gives the tab a new generation and drops its kept view', () => {
        const state = refreshTab(open('/a'), '/a');
        expect(state.tabs.find(tab => tab.key === '/a')?.generation).toBe(1);
        expect(state.cached).not.toContain('/a');
    });

    it('after closing the current tab, goes to the last remaining one', () => {
        const after = closeTab(open('/a', '/b'), '/b');
        expect(pathAfterClose(after, '/b', '/dashboard')).toBe('/a');
        expect(pathAfterClose(after, '/a', '/dashboard')).toBeUndefined();
        expect(pathAfterClose({ tabs: [], cached: [] }, '/a', '/dashboard')).toBe('/dashboard');
    });

    it('reads stored tabs back, dropping malformed and duplicate entries', () => {
        const tabs = parseStoredTabs([
            { key: '/a', fullPath: '/a?x=1', title: 'A', affix: false, noCache: false, generation: 2 },
            { key: '/a', fullPath: '/a', title: 'again' },
            { key: 'b', fullPath: 'b', title: 'no slash' },
            { key: '/c', fullPath: '/elsewhere', title: 'wrong path' },
            null,
            'text',
        ]);
        expect(tabs).toEqual([{ key: '/a', fullPath: '/a?x=1', title: 'A', affix: false, noCache: false, generation: 2 }]);
        expect(parseStoredTabs({ not: 'a list' })).toEqual([]);
    });
});
