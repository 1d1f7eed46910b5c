import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';

export interface PermissionProps {
    /** A route path (`/setting/agreement/add`), a permission name (`PluginManage`) or a list api. */
    route: string;
    /** With a list api: the action (`create`, `delete`, `audit`, …). */
    action?: string;
    children: ReactNode;
}

/**
 * docs/console.md §6: removes its children unless the route is permitted (buttons, quick-menu items).
 * Nothing is shown while the answer is pending, so a forbidden button never flashes by.
 */
export const Permission = ({ route, action = 'list', children }: PermissionProps) => (
    <CanAccess resource={route} action={action} loading={null} accessDenied={null} error={null}>
        {children}
    </CanAccess>
);
