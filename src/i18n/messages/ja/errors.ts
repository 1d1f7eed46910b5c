import type zh from '../zh/errors';

export default {
    errorPage: {
        title404: '申し訳ありません。このページは存在しません',
        detail404: 'アドレスを確認するか、ホームに戻って操作を続けてください。',
        title401: '申し訳ありません。このページを開く権限がありません',
        detail401: 'アクセスが必要な場合は、管理者に権限の付与を依頼してください。',
        home: 'ホームに戻る',
    },
} satisfies typeof zh;
