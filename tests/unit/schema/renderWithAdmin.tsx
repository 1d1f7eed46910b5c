import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, Notification, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { catalogue } from '../../../src/app/catalogue';
import zh from '../../../src/i18n/messages/zh';
import { CatalogueProvider } from '../../../src/resources/CatalogueProvider';
import { consoleTheme } from '../../../src/ui/consoleTheme';

/** Renders inside react-admin with the console's theme, the zh-cn messages, the route catalogue, a memory store and router. */
export const renderWithAdmin = (ui: ReactNode, dataProvider: object, path: InitialEntry = '/') =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext
                dataProvider={dataProvider as unknown as DataProvider}
                i18nProvider={polyglotI18nProvider(() => zh, 'zh-cn')}
                store={memoryStore()}
                authProvider={undefined}
                theme={consoleTheme}
            >
                <CatalogueProvider catalogue={catalogue}>
                    {ui}
                    <Notification />
                </CatalogueProvider>
            </AdminContext>
        </MemoryRouter>
    );
