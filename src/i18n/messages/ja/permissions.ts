import type zh from '../zh/permissions';

export default {
    apiTree: {
        expand: '%{title} を展開',
        collapse: '%{title} を折りたたむ',
        section: '%{title} のすべての API',
        page: '%{title} の API',
        selected: '%{count} 件の API を選択中',
    },
} satisfies typeof zh;
