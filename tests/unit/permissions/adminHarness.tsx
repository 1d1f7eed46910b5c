import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { catalogue } from '../../../src/app/catalogue';
import { CatalogueNotification } from '../../../src/app/CatalogueNotification';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { PAGE_AREAS } from '../../../src/i18n/pageTexts';
import { CatalogueProvider } from '../../../src/resources/CatalogueProvider';

/** Shows where the router is, so tests can assert navigations. */
export const LocationProbe = () => {
    const location = useLocation();
    return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

/**
 * The console's providers around some routes (the route catalogue as the App gives it), in
 * Chinese, with the error catalogue's notification area, at `path`. Every page's own texts are
 * fetched first, as once each page has opened: a test may render a part of a page alone.
 */
export const renderInAdmin = async (
    routes: ReactNode,
    { authProvider, dataProvider, path }: { authProvider?: AuthProvider; dataProvider?: DataProvider; path: string }
) => {
    // The console's default language, whatever jsdom's navigator says.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    const i18nProvider = await createI18nProvider('zh-cn');
    await Promise.all(PAGE_AREAS.map(area => i18nProvider.loadPageTexts(area)));
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <CatalogueProvider catalogue={catalogue}>
                    <Routes>
                        {routes}
                        <Route path="/401" element={<p>forbidden page</p>} />
                        <Route path="/dashboard" element={<p>dashboard page</p>} />
                    </Routes>
                    <LocationProbe />
                    <CatalogueNotification />
                </CatalogueProvider>
            </AdminContext>
        </MemoryRouter>
    );
};
