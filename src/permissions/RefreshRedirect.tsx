import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * `/redirect/{path}` refreshes a page: leaving it for this route unmounts it, coming straight
 * back mounts it afresh (query and hash kept).
 */
export const RefreshRedirect = () => {
    const { '*': path = '' } = useParams();
    const { search, hash } = useLocation();
    return <Navigate to={`/${path.replace(/^\/+/, '')}${search}${hash}`} replace />;
};
