import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CustomRoutes, localStorageStore, type AuthProvider, type I18nProvider } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { LoginPage } from './authProvider/LoginPage';
import { ReducedMotion } from './ui/ReducedMotion';
import { ConsoleAdmin } from './ConsoleAdmin';
import type { MerchantDataProvider } from './dataProvider/dataProvider';
import { LazyConsoleLayout, LazyDashboard } from './app/consoleChunks';
import { useLandingPrefetch } from './app/useLandingPrefetch';
import { LazyBoundary } from './layout/LazyBoundary';
import { CatalogueNotification } from './app/CatalogueNotification';
import { DebugDialog } from './layout/debug/DebugDialog';
import { publicRoutes, sessionRoutes } from './app/consoleRoutes';
import { guardRoutes } from './permissions/guardRoutes';
import { NavigateToNotFound } from './permissions/NavigateToNotFound';
import { DASHBOARD_PATH } from './config/routePaths';
import { withSessionGate } from './authProvider/withSessionGate';
import { CatalogueProvider, type ExtensionSectionIcons, type RefreshCatalogue } from './resources/CatalogueProvider';
import type { ExtensionProblem } from './resources/extensions/ExtensionProblem';
import type { CatalogueEntry } from './resources/types';
import { catalogueRoutes } from './resources/CatalogueRoutes';
import { preferenceKeepingStore } from './layout/settings/preferenceKeepingStore';
import { sameValueStore } from './app/sameValueStore';
import { consoleTheme } from './ui/consoleTheme';
import type { LiveClient } from './live/createLiveClient';
import { LiveClientContext } from './live/LiveClientContext';

export interface AppProps {
    dataProvider: MerchantDataProvider;
    authProvider: AuthProvider;
    /** The live stream's client (src/live): absent, the console is not live. */
    live?: LiveClient;
    i18nProvider: I18nProvider;
    /** The replies' cache: `main.tsx` makes it, so that a change of language can ask every reply again and the data provider shares its table definitions (src/providers.ts). */
    queryClient?: QueryClient;
    /** The built-in routes and the deployment's catalogue extensions (src/app/consoleCatalogue.ts). */
    catalogue: readonly CatalogueEntry[];
    sectionIcons?: ExtensionSectionIcons;
    /** What of the extensions was left out and why: shown in the debug dialog. */
    catalogueProblems?: readonly ExtensionProblem[];
    /** Reads the catalogue again while the console runs (src/app/catalogueStore.ts); the App is rendered again with the new one. */
    refreshCatalogue?: RefreshCatalogue;
}

/** One store for the page's lifetime; the browser's preferences survive logout. */
const store = preferenceKeepingStore(sameValueStore(localStorageStore()));

/**
 * Rendered once on every page, public ones included: notifications, the error catalogue, and
 * the debug dialog, which the login page needs most (an operator changes the API host there).
 */
const Overlays = () => (
    <>
        <CatalogueNotification />
        <DebugDialog />
    </>
);

// The shell is fetched on demand, not with the login page (pages inside it suspend in its page area).
const LazyLayout = ({ children }: { children: ReactNode }) => (
    <LazyBoundary>
        <LazyConsoleLayout>{children}</LazyConsoleLayout>
    </LazyBoundary>
);

/** The login page, fetching the landing page's code while the user types and its data as the login answers. */
const ConsoleLoginPage = () => (
    <ReducedMotion>
        <LoginPage landing={useLandingPrefetch()} />
    </ReducedMotion>
);

/**
 * The layout opens only for a signed-in user whose permitted routes are loaded (docs/console.md §4);
 * MUI's own texts inside it follow the language. The shell is usually fetched already: the login
 * form prefetches it while the user types, and a start with a session prefetches it at once.
 */
const GatedLayout = withSessionGate(LazyLayout);

// Path URLs (the login redirect carries a full path). Navigations commit at once, as in
// react-admin's own router: as transitions, a logout's navigation to /login could be held back
// while the guard that caused it keeps logging out. The catalogue reaches every menu, list and
// form through its provider; only the App names it.
export const App = ({
    dataProvider,
    authProvider,
    live,
    i18nProvider,
    queryClient,
    catalogue,
    sectionIcons,
    catalogueProblems,
    refreshCatalogue,
}: AppProps) => (
    <BrowserRouter useTransitions={false}>
        <LiveClientContext.Provider value={live}>
            <CatalogueProvider catalogue={catalogue} sectionIcons={sectionIcons} problems={catalogueProblems} refresh={refreshCatalogue}>
                <ConsoleAdmin
                    disableTelemetry
                    requireAuth
                    theme={consoleTheme}
                    dataProvider={dataProvider}
                    authProvider={authProvider}
                    i18nProvider={i18nProvider}
                    queryClient={queryClient}
                    store={store}
                    loginPage={ConsoleLoginPage}
                    layout={GatedLayout}
                    catchAll={NavigateToNotFound}
                    notification={Overlays}
                >
                    <CustomRoutes noLayout>{publicRoutes()}</CustomRoutes>
                    <CustomRoutes>
                        {sessionRoutes()}
                        <Route path={DASHBOARD_PATH} element={<LazyDashboard />} />
                        {guardRoutes(catalogueRoutes(catalogue))}
                    </CustomRoutes>
                </ConsoleAdmin>
            </CatalogueProvider>
        </LiveClientContext.Provider>
    </BrowserRouter>
);
