import type zh from '../zh/plugin';

export default {
    plugin: {
        installed: 'Complemento instalado',
        uninstalled: 'Complemento desinstalado',
    },
} satisfies typeof zh;
