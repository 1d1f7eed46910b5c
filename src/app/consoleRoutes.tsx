import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { ForbiddenPage, NotFoundPage } from '../errors/ErrorPage';
import { LazyBoundary } from '../layout/LazyBoundary';
import { RefreshRedirect } from '../permissions/RefreshRedirect';
import { DASHBOARD_PATH, FORBIDDEN_PATH, NOT_FOUND_PATH, PROFILE_EDIT_PATH, PROFILE_PATH } from '../config/routePaths';

// Fetched when opened: the supplier entry's form and validation are not part of the login page.
const AuthRedirectPage = lazy(() => import('../authProvider/AuthRedirectPage').then(module => ({ default: module.AuthRedirectPage })));
const BusinessEntryPage = lazy(() => import('../business/BusinessEntryPage').then(module => ({ default: module.BusinessEntryPage })));
const BusinessLandingPage = lazy(() => import('../business/BusinessLandingPage').then(module => ({ default: module.BusinessLandingPage })));

const lazyPage = (Page: ReturnType<typeof lazy>) => (
    <LazyBoundary>
        <Page />
    </LazyBoundary>
);

/** Routes that open without a session and without the layout (docs/console.md §2); /login is react-admin's. */
export const publicRoutes = () => [
    <Route key="/auth-redirect" path="/auth-redirect" element={lazyPage(AuthRedirectPage)} />,
    <Route key="/business/create" path="/business/create" element={lazyPage(BusinessEntryPage)} />,
    <Route key="/business" path="/business" element={lazyPage(BusinessLandingPage)} />,
    <Route key="/business/*" path="/business/*" element={lazyPage(BusinessLandingPage)} />,
    <Route key={NOT_FOUND_PATH} path={NOT_FOUND_PATH} element={<NotFoundPage />} />,
    <Route key={FORBIDDEN_PATH} path={FORBIDDEN_PATH} element={<ForbiddenPage />} />,
];

/** Routes of every signed-in user, inside the layout, with no permission of their own. */
export const sessionRoutes = () => [
    <Route key="/" path="/" element={<Navigate to={DASHBOARD_PATH} replace />} />,
    <Route key="/redirect" path="/redirect/*" element={<RefreshRedirect />} />,
    <Route key={PROFILE_PATH} path={PROFILE_PATH} element={<Navigate to={PROFILE_EDIT_PATH} replace />} />,
];
