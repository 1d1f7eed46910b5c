import { Activity, Suspense, cloneElement, isValidElement, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';

import { parsePath, type Location } from 'react-router-dom';
import { PageErrorBoundary } from '../PageErrorBoundary';
import { beginReveal, endReveal } from './keepAliveRefetch';
import { Loading } from '../../ui/Loading';

export interface KeptViewProps {
    viewKey: string;
    active: boolean;
    /** The live location while active; the tab's last path while hidden. */
    location: Location;
    fullPath: string;
    /** The layout's `<Routes>` element, rendered here at this view's location. */
    routes: ReactNode;
}

const scrollPositions = new Map<string, number>();

/**
 * One page kept alive: its routes rendered at its own location inside an `<Activity>`, so that
 * hiding it keeps its state, and showing it again restores the window scroll it was left at.
 */
export const KeptView = ({ viewKey, active, location, fullPath, routes }: KeptViewProps) => {
    const shownBefore = useRef(false);
    const frozen = useMemo<Location>(() => ({ state: null, key: viewKey, pathname: '/', search: '', hash: '', ...parsePath(fullPath) }), [viewKey, fullPath]);
    const viewLocation = active ? location : frozen;

    useLayoutEffect(() => {
        if (!active) return;
        if (shownBefore.current) {
            beginReveal(viewKey);
            window.scrollTo(0, scrollPositions.get(viewKey) ?? 0);
        }
        return () => endReveal(viewKey);
    }, [active, viewKey]);

    // Runs after the effects of the page inside (children first), closing the reveal window.
    useEffect(() => {
        if (!active) return;
        shownBefore.current = true;
        endReveal(viewKey);
        const remember = () => scrollPositions.set(viewKey, window.scrollY);
        window.addEventListener('scroll', remember, { passive: true });
        return () => window.removeEventListener('scroll', remember);
    }, [active, viewKey]);

    useEffect(() => () => void scrollPositions.delete(viewKey), [viewKey]);

    return (
        <Activity mode={active ? 'visible' : 'hidden'}>
            <div data-tab-view={viewKey}>
                <PageErrorBoundary resetKey={fullPath}>
                    <Suspense fallback={<Loading />}>
                        {isValidElement<{ location?: Location }>(routes) ? cloneElement(routes, { location: viewLocation }) : routes}
                    </Suspense>
                </PageErrorBoundary>
            </div>
        </Activity>
    );
};
