import type zh from '../zh/wallet';

export default {
    wallet: {
        hint: 'Fee rate, minimum withdrawal and settlement period of each payment channel',
        channel: 'Payment channel',
        status: 'Enabled',
        feeRate: 'Fee rate (‰)',
        minWithdraw: 'Minimum withdrawal (yuan)',
        settleDays: 'Settlement period (days)',
        saveChannel: 'Save %{name}',
        malformed: 'The payment wallet data is malformed',
        invalid: '%{name}: %{field} is not valid',
    },
} satisfies typeof zh;
