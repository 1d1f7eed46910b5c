import type zh from '../zh/plugin';

export default {
    plugin: {
        installed: 'プラグインをインストールしました',
        uninstalled: 'プラグインをアンインストールしました',
    },
} satisfies typeof zh;
