import type zh from '../zh/live';

export default {
    live: {
        status: {
            connecting: 'ライブ更新に接続しています…',
            reconnecting: 'ライブ更新が切断されました。再接続しています',
            paused: 'ライブ更新を一時停止しました：このアカウントで開いているウィンドウが多すぎます',
            retry: '今すぐ再接続',
        },
        list: {
            newRows: '新しいレコード %{smart_count} 件',
            changed: 'この一覧は更新されました',
            deleted: '削除済み',
        },
        record: {
            changed: '%{name} さんが %{time} にこのレコードを変更しました',
            changedUnnamed: 'このレコードは %{time} に変更されました',
            deleted: '%{name} さんが %{time} にこのレコードを削除しました',
            deletedUnnamed: 'このレコードは %{time} に削除されました',
            you: 'あなた（別のウィンドウ）',
            hint: '今保存すると、相手の変更を上書きします。',
            showChange: '変更を見る',
            reload: '最新の内容を読み込む',
            dismiss: '通知を閉じる',
        },
    },
} satisfies typeof zh;
