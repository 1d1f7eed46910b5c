import type zh from '../zh/plugin';

export default {
    plugin: {
        installed: 'Plugin installed',
        uninstalled: 'Plugin uninstalled',
    },
} satisfies typeof zh;
