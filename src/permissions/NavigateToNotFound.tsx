import { Navigate } from 'react-router-dom';
import { NOT_FOUND_PATH } from '../config/routePaths';

/** Unknown paths go to /404 (docs/console.md §2). */
export const NavigateToNotFound = () => <Navigate to={NOT_FOUND_PATH} replace />;
