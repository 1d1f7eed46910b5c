import type zh from '../zh/live';

export default {
    live: {
        status: {
            connecting: 'Connecting to live updates…',
            reconnecting: 'Live updates are disconnected; reconnecting',
            paused: 'Live updates are paused: this account has too many windows open',
            retry: 'Reconnect now',
        },
        list: {
            newRows: '%{smart_count} new record |||| %{smart_count} new records',
            changed: 'This list has changed',
            deleted: 'Deleted',
        },
        record: {
            changed: '%{name} changed this record at %{time}',
            changedUnnamed: 'This record was changed at %{time}',
            deleted: '%{name} deleted this record at %{time}',
            deletedUnnamed: 'This record was deleted at %{time}',
            you: 'You (in another window)',
            hint: 'Saving now overwrites their change.',
            showChange: 'Show the change',
            reload: 'Load the latest',
            dismiss: 'Dismiss',
        },
    },
} satisfies typeof zh;
