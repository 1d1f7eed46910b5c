import type { NotificationPayload } from 'react-admin';
import { NETWORK_MESSAGE, NO_PERMISSION_MESSAGE } from './catalogueAction';

/** docs/console.md §8: network failure 3 s, the no-permission message 5 s, server messages 4 s. */
export const NOTIFICATION_DURATIONS = {
    network: 3000,
    noPermission: 5000,
    error: 4000,
} as const;

export const durationFor = (message: unknown, type: string | undefined): number | undefined => {
    if (message === NETWORK_MESSAGE) return NOTIFICATION_DURATIONS.network;
    if (message === NO_PERMISSION_MESSAGE) return NOTIFICATION_DURATIONS.noPermission;
    if (type === 'error') return NOTIFICATION_DURATIONS.error;
    return undefined;
};

/**
 * Gives a notification its catalogue duration, whoever sent it (a react-admin controller or the
 * catalogue itself), unless the sender chose one.
 */
export const withCatalogueDuration = (notification: NotificationPayload): NotificationPayload => {
    if (notification.notificationOptions?.autoHideDuration !== undefined) return notification;
    const duration = durationFor(notification.message, notification.type);
    if (duration === undefined) return notification;
    return { ...notification, notificationOptions: { ...notification.notificationOptions, autoHideDuration: duration } };
};
