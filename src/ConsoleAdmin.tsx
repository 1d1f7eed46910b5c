import { CssBaseline } from '@mui/material';
import { createElement, type ComponentType } from 'react';
import {
    AccessDenied,
    AdminContext,
    AuthCallback,
    AuthenticationError,
    CoreAdminUI,
    Error,
    LoadingPage,
    Notification,
    type AdminContextProps,
    type CoreAdminUIProps,
    type I18nProvider,
    type LayoutComponent,
    type LoginComponent,
    type Store,
} from 'react-admin';

/** `<Admin>`'s props; what has no default here must be given. */
export interface ConsoleAdminProps extends AdminContextProps, CoreAdminUIProps {
    i18nProvider: I18nProvider;
    store: Store;
    layout: LayoutComponent;
    loginPage: LoginComponent;
    notification?: ComponentType;
}

/**
 * react-admin's `<Admin>` (AdminContext + AdminUI), assembled from its own parts with the same
 * defaults, except that nothing the console replaces is a default: `<Admin>` names
 * react-admin's sidebar layout, login form (with react-hook-form) and English messages as
 * defaults, so they would be part of every first load even though the console passes its own.
 */
export const ConsoleAdmin = ({
    accessDenied = AccessDenied,
    authCallbackPage = AuthCallback,
    authenticationError = AuthenticationError,
    error = Error,
    loading = LoadingPage,
    notification = Notification,
    authProvider,
    basename,
    darkTheme,
    dataProvider,
    defaultTheme,
    i18nProvider,
    lightTheme,
    queryClient,
    routerProvider,
    store,
    theme,
    ...ui
}: ConsoleAdminProps) => (
    <AdminContext
        authProvider={authProvider}
        basename={basename}
        darkTheme={darkTheme}
        dataProvider={dataProvider}
        defaultTheme={defaultTheme}
        i18nProvider={i18nProvider}
        lightTheme={lightTheme}
        queryClient={queryClient}
        routerProvider={routerProvider}
        store={store}
        theme={theme}
    >
        <CssBaseline enableColorScheme>
            <CoreAdminUI
                accessDenied={accessDenied}
                authCallbackPage={authCallbackPage}
                authenticationError={authenticationError}
                error={error}
                loading={loading}
                {...ui}
            />
            {createElement(notification)}
        </CssBaseline>
    </AdminContext>
);
