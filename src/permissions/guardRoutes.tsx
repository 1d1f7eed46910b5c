import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { RouteProps } from 'react-router-dom';
import { RouteGuard } from './RouteGuard';

/** Puts each `<Route path element>` of a list behind the route guard of its path. */
export const guardRoutes = (routes: ReactNode[]): ReactNode[] =>
    routes.map(route => {
        if (!isValidElement<RouteProps>(route) || !route.props.path) return route;
        const { path, element } = route.props;
        return cloneElement(route as ReactElement<RouteProps>, { element: <RouteGuard path={path}>{element}</RouteGuard> });
    });
