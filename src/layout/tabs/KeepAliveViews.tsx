import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { installKeepAliveRefetch } from './keepAliveRefetch';
import { KeptView } from './KeptView';
import { useTabs } from './useTabs';

const TRANSIENT_VIEW = '\u0000transient';

/**
 * The page area: one kept-alive view per cached tab plus the current page, each rendering the
 * layout's routes at its own location. Pages outside the catalogue (404, /redirect) and pages
 * marked noCache are shown only while current, and mounted afresh each time.
 */
export const KeepAliveViews = ({ children }: { children: ReactNode }) => {
    const location = useLocation();
    const queryClient = useQueryClient();
    const { tabs, cached, activeKey } = useTabs();

    useEffect(() => installKeepAliveRefetch(queryClient), [queryClient]);

    const fullPath = `${location.pathname}${location.search}${location.hash}`;
    const live = new Set(cached);
    // One keyed list, so that a page keeps its instance when its tab is first recorded.
    const views = tabs
        .filter(tab => live.has(tab.key) || tab.key === activeKey)
        .map(tab => ({ reactKey: `${tab.key}#${tab.generation}`, viewKey: tab.key, fullPath: tab.fullPath }));
    if (activeKey === undefined) {
        views.push({ reactKey: TRANSIENT_VIEW, viewKey: TRANSIENT_VIEW, fullPath });
    } else if (!tabs.some(tab => tab.key === activeKey)) {
        views.push({ reactKey: `${activeKey}#0`, viewKey: activeKey, fullPath });
    }
    const activeViewKey = activeKey ?? TRANSIENT_VIEW;

    return (
        <>
            {views.map(view => (
                <KeptView
                    key={view.reactKey}
                    viewKey={view.viewKey}
                    active={view.viewKey === activeViewKey}
                    location={location}
                    fullPath={view.viewKey === activeViewKey ? fullPath : view.fullPath}
                    routes={children}
                />
            ))}
        </>
    );
};
