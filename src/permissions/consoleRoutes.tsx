import { Navigate, Route } from 'react-router-dom';
import { AuthRedirectPage } from '../authProvider/AuthRedirectPage';
import { BusinessEntryPage } from '../business/BusinessEntryPage';
import { BusinessLandingPage } from '../business/BusinessLandingPage';
import { ForbiddenPage, NotFoundPage } from '../errors/ErrorPage';
import { RefreshRedirect } from './RefreshRedirect';
import { DASHBOARD_PATH, FORBIDDEN_PATH, NOT_FOUND_PATH } from './routePaths';

/** Routes that open without a session and without the layout (SPEC.md §2); /login is react-admin's. */
export const publicRoutes = () => [
    <Route key="/auth-redirect" path="/auth-redirect" element={<AuthRedirectPage />} />,
    <Route key="/business/create" path="/business/create" element={<BusinessEntryPage />} />,
    <Route key="/business" path="/business" element={<BusinessLandingPage />} />,
    <Route key="/business/*" path="/business/*" element={<BusinessLandingPage />} />,
    <Route key={NOT_FOUND_PATH} path={NOT_FOUND_PATH} element={<NotFoundPage />} />,
    <Route key={FORBIDDEN_PATH} path={FORBIDDEN_PATH} element={<ForbiddenPage />} />,
];

/** Routes of every signed-in user, inside the layout, with no permission of their own. */
export const sessionRoutes = () => [
    <Route key="/" path="/" element={<Navigate to={DASHBOARD_PATH} replace />} />,
    <Route key="/redirect" path="/redirect/*" element={<RefreshRedirect />} />,
];
