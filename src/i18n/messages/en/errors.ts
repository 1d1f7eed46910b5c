import type zh from '../zh/errors';

export default {
    errorPage: {
        title404: 'Sorry, this page does not exist',
        detail404: 'Check the address, or go back to the home page.',
        title401: 'Sorry, you have no permission to open this page',
        detail401: 'Ask your administrator to grant you access.',
        home: 'Back to home',
    },
} satisfies typeof zh;
