import { Admin, CustomRoutes, type AuthProvider, type I18nProvider } from 'react-admin';
import { LoginPage } from './authProvider/LoginPage';
import { Dashboard } from './dashboard/Dashboard';
import type { MerchantDataProvider } from './dataProvider/dataProvider';
import { localeKeepingStore } from './i18n/localeKeepingStore';
import { AppLayout } from './layout/AppLayout';
import { catalogueRoutes } from './resources/CatalogueRoutes';

export interface AppProps {
    dataProvider: MerchantDataProvider;
    authProvider: AuthProvider;
    i18nProvider: I18nProvider;
}

/** One store for the page's lifetime; the language choice survives logout. */
const store = localeKeepingStore();

export const App = ({ dataProvider, authProvider, i18nProvider }: AppProps) => (
    <Admin
        disableTelemetry
        requireAuth
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        loginPage={LoginPage}
        layout={AppLayout}
        dashboard={Dashboard}
    >
        <CustomRoutes>{catalogueRoutes()}</CustomRoutes>
    </Admin>
);
