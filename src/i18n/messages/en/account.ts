import type zh from '../zh/account';

export default {
    account: {
        superAdmin: 'Super administrator',
        suppliers: {
            title: 'Merchants already on board (%{count})',
            failed: 'The merchants on board cannot be shown right now',
        },
        update: {
            available: 'Version %{version} is available. Reload the page to use it.',
            reload: 'Reload',
            dismiss: 'Dismiss',
        },
    },
} satisfies typeof zh;
