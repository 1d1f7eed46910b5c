import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, Notification, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { catalogue } from '../../../src/app/catalogue';
import zh from '../../../src/i18n/messages/zh';
import type { Permissions } from '../../../src/permissions/Permissions';
import { CatalogueProvider } from '../../../src/resources/CatalogueProvider';
import { consoleTheme } from '../../../src/ui/consoleTheme';

/** An auth provider that only answers the permissions, for components that read them (`usePermissions`). */
const permissionsOnly = (permissions: Partial<Permissions>): AuthProvider => ({
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(permissions),
});

/**
 * Renders inside react-admin with the console's theme, the zh-cn messages, the route catalogue, a
 * memory store and router; with no auth provider, or, given `permissions`, one that answers them.
 */
export const renderWithAdmin = (ui: ReactNode, dataProvider: object, path: InitialEntry = '/', permissions?: Partial<Permissions>) =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext
                dataProvider={dataProvider as unknown as DataProvider}
                i18nProvider={polyglotI18nProvider(() => zh, 'zh-cn')}
                store={memoryStore()}
                authProvider={permissions ? permissionsOnly(permissions) : undefined}
                theme={consoleTheme}
            >
                <CatalogueProvider catalogue={catalogue}>
                    {ui}
                    <Notification />
                </CatalogueProvider>
            </AdminContext>
        </MemoryRouter>
    );
