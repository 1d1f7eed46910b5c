import type zh from '../zh/account';

export default {
    account: {
        superAdmin: 'スーパー管理者',
        cert: {
            state: {
                none: '未認証',
                unpaid: '支払い待ち',
                reviewing: '審査中',
                approved: '認証済み',
                rejected: '却下',
            },
            explain: {
                unpaid: '申請を受け付けました。認証費用を支払うと審査に進みます。',
                reviewing: '認証費用は支払い済みです。プラットフォームが審査中です。',
                approved: '認証が完了しました。',
                rejected: '申請は承認されませんでした。内容を修正して再申請できます。',
            },
            remark: '却下理由：%{remark}',
            type: '認証の種類',
            personal: '個人認証',
            company: '法人認証',
            realName: '氏名',
            idCard: '身分証番号',
            idCardFront: '身分証（写真面）',
            idCardBack: '身分証（裏面）',
            companyName: '会社名',
            licenseNo: '統一社会信用コード',
            licenseImage: '営業許可証の写真',
            companyHint: '法人認証では必須です',
            apply: '申請する',
            applied: '申請しました。認証費用を支払ってください',
            fee: '認証費用：%{fee} 元',
            payType: '支払い方法',
            wechat: 'WeChat 支払い',
            alipay: 'Alipay 支払い',
            pay: '認証費用を支払う',
            paidDone: '支払いました。審査をお待ちください',
            reapply: '再申請',
        },
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
