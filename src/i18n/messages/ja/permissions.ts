import type zh from '../zh/permissions';

export default {
    apiTree: {
        expand: '%{title} を展開',
        collapse: '%{title} を折りたたむ',
        section: '%{title} のすべての API',
        page: '%{title} の API',
        selected: '%{count} 件の API を選択中',
    },
    addon: {
        notInstalled: 'プラグイン未インストール',
        notInstalledText: 'このページはプラグイン「%{name}」に属していますが、まだインストールされていません。インストールすると利用できます。',
        install: 'インストールへ',
    },
} satisfies typeof zh;
