import { useEffect, useState } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import { ConsoleConfirm } from '../forms/ConsoleConfirm';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MerchantAuthProvider } from '../authProvider/authProvider';
import { isPublicRoute } from '../authProvider/loginRedirect';
import { DASHBOARD_PATH } from '../config/routePaths';
import { catalogueActionFor, NO_PERMISSION_MESSAGE } from '../errors/catalogueAction';
import { errorMessage, type ErrorMessage } from '../errors/errorMessage';
import { errorReports } from '../errors/errorReports';
import { reloadPage } from '../errors/reloadPage';

/**
 * Acts on the failed calls that the data provider reports (docs/console.md §8): the re-login dialog,
 * the no-permission message and the way back to the dashboard, the toasts of custom calls.
 */
export const ErrorCatalogueHost = () => {
    const notify = useNotify();
    const navigate = useNavigate();
    const { pathname } = useLocation();
    const authProvider = useAuthProvider<MerchantAuthProvider>();
    const [relogin, setRelogin] = useState<ErrorMessage | undefined>();
    const inConsole = !isPublicRoute(pathname);

    useEffect(
        () =>
            errorReports.subscribe(({ error, toast }) => {
                const action = catalogueActionFor(error, { toast });
                switch (action.type) {
                    case 'relogin':
                        setRelogin(errorMessage(error, 'mc.error.relogin'));
                        break;
                    case 'noPermission':
                        if (action.toast) notify(NO_PERMISSION_MESSAGE, { type: 'error' });
                        if (inConsole) navigate(DASHBOARD_PATH);
                        break;
                    case 'toast':
                        notify(action.message, { type: 'error', messageArgs: action.messageArgs });
                        break;
                }
            }),
        [notify, navigate, inConsole]
    );

    return (
        <ConsoleConfirm
            isOpen={relogin !== undefined}
            title="mc.error.relogin"
            content={relogin?.message ?? ''}
            translateOptions={relogin?.messageArgs}
            confirm="mc.action.confirm"
            cancel="mc.action.cancel"
            onConfirm={() => {
                // The session is gone on the server: drop it here and start again from this page,
                // which the route guard turns into a login with the redirect.
                authProvider?.resetSession();
                reloadPage();
            }}
            onClose={() => setRelogin(undefined)}
        />
    );
};
