import type zh from '../zh/common';

export default {
    app: {
        title: '加盟店管理センター',
        loading: '読み込み中…',
        configError: 'コンソールの設定を読み込めませんでした：%{message}',
    },
    error: {
        network: 'ネットワーク接続エラー',
        http: 'サーバーエラー（HTTP %{status}）。しばらくしてからもう一度お試しください',
        malformed: 'サーバーから解釈できないデータが返されました',
        server: '操作に失敗しました',
        noPermission: '申し訳ありません。この操作を行う権限がありません。管理者にお問い合わせください',
        relogin: 'もう一度ログインしてください',
        verifyFailed: '認証に失敗しました。もう一度ログインしてください。',
        fullscreenUnsupported: 'お使いのブラウザーはこの機能に対応していません',
        notConfigured: 'このページにはデータ API がまだ設定されていません',
    },
    message: {
        confirmDelete: '削除してもよろしいですか？',
        deleted: '削除しました！',
        added: '追加しました！',
        saved: '保存しました！',
        unchanged: 'データが変更されていません。データを変更してから再度送信してください',
        downloadOpened: '新しいウィンドウでダウンロードを開始しました',
        merchantSuspended: '加盟店を停止し、すべてのアカウントをログアウトさせました',
        merchantResumed: '加盟店を再開しました',
        merchantRemoved: '加盟店を削除しました（データが多い場合はバックグラウンドで続行します。進捗は一覧で確認できます）',
    },
    action: {
        confirm: '確定',
        cancel: 'キャンセル',
        retry: '再試行',
    },
} satisfies typeof zh;
