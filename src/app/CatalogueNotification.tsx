import { useMemo } from 'react';
import { Notification, NotificationContext, useNotificationContext } from 'react-admin';
import { ErrorCatalogueHost } from './ErrorCatalogueHost';
import { withCatalogueDuration } from '../errors/notificationDuration';

/**
 * The console's notification area (Admin's `notification`, rendered once on every page, public
 * ones included): react-admin's Notification, each message held for its catalogue duration
 * whoever sent it, and the error catalogue's host beside it.
 */
export const CatalogueNotification = () => {
    const context = useNotificationContext();
    const timed = useMemo(
        () => ({
            ...context,
            takeNotification: () => {
                const next = context.takeNotification();
                return next ? withCatalogueDuration(next) : next;
            },
        }),
        [context]
    );
    return (
        <>
            <NotificationContext.Provider value={timed}>
                <Notification />
            </NotificationContext.Provider>
            <ErrorCatalogueHost />
        </>
    );
};
