import { Suspense, type ReactNode } from 'react';

import { useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './PageErrorBoundary';
import { Loading } from '../ui/Loading';

/**
 * Where code fetched on demand appears outside the page area (the layout itself, the public
 * pages): the loading screen until it has arrived, react-admin's error screen if it cannot be
 * fetched (offline, a build replaced meanwhile) instead of a blank page.
 */
export const LazyBoundary = ({ children }: { children: ReactNode }) => {
    const { pathname } = useLocation();
    return (
        <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Loading primary="mc.app.loading" secondary="" />}>{children}</Suspense>
        </PageErrorBoundary>
    );
};
