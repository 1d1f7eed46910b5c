import type { ComponentType, ReactNode } from 'react';
import { SessionGate } from './SessionGate';

/** The layout behind the session gate: menus and pages render only for a loaded, permitted user. */
export const withSessionGate = (Layout: ComponentType<{ children: ReactNode }>) => {
    const GatedLayout = ({ children }: { children: ReactNode }) => (
        <SessionGate>
            <Layout>{children}</Layout>
        </SessionGate>
    );
    GatedLayout.displayName = `withSessionGate(${Layout.displayName ?? Layout.name ?? 'Layout'})`;
    return GatedLayout;
};
