import type zh from '../zh/account';

export default {
    account: {
        superAdmin: 'スーパー管理者',
        suppliers: {
            title: '入居済みの事業者（%{count}社）',
            failed: '入居済みの事業者を表示できません',
        },
        update: {
            available: '新しいバージョン %{version} があります。ページを再読み込みすると使えます。',
            reload: '再読み込み',
            dismiss: '閉じる',
        },
    },
} satisfies typeof zh;
