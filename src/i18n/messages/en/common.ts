import type zh from '../zh/common';

export default {
    app: {
        title: 'Merchant Management Center',
        loading: 'Loading…',
        configError: 'The console configuration could not be loaded: %{message}',
    },
    error: {
        network: 'Network connection error',
        http: 'Server error (HTTP %{status}), please try again later',
        malformed: 'The server answered with data the console does not understand',
        server: 'The operation failed',
        noPermission: 'Very sorry, you have no permission for this operation, contact the administrator',
        relogin: 'Please log in again',
        verifyFailed: 'Verification failed, please log in again.',
        fullscreenUnsupported: 'Your browser does not support this feature',
        notConfigured: 'This page has no data api configured',
    },
    message: {
        confirmDelete: 'Are you sure you want to delete this?',
        deleted: 'Deleted!',
        added: 'Added!',
        saved: 'Saved!',
        unchanged: 'Nothing has changed: change the data before submitting again',
        downloadOpened: 'The download has started in a new window',
        merchantSuspended: 'The merchant is suspended and all its accounts are signed out',
        merchantResumed: 'The merchant is resumed',
        merchantRemoved: 'The merchant is removed (a large one goes on in the background: see its progress in the list)',
    },
    action: {
        confirm: 'Confirm',
        cancel: 'Cancel',
        retry: 'Retry',
    },
} satisfies typeof zh;
