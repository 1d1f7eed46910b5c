import type zh from '../zh/auth';

export default {
    login: {
        title: '加盟店管理センター',
        username: 'ユーザー名',
        password: 'パスワード',
        name: 'サブアカウント（任意）',
        captcha: '認証コード',
        refreshCaptcha: '読みにくい場合は画像を変更',
        submit: 'ログイン',
        passwordTab: 'パスワードでログイン',
        smsTab: 'SMS でログイン',
        smsCode: 'SMS 認証コード',
        sendCode: '認証コードを取得',
        resendIn: '%{seconds} 秒後に再送信',
        welcome: 'おかえりなさい、%{name} さん',
        phone: '携帯電話番号',
        phoneInvalid: '正しい携帯電話番号を入力してください',
        codeSent: '認証コードを送信しました',
        captchaImage: '認証コード画像',
        captchaFailed: '読み込みに失敗しました。クリックして再試行',
    },
    social: {
        pending: '外部アカウントの認証を完了しています…',
        failed: '外部アカウントの認証に失敗しました：%{message}',
        missingCode: '認証コードがありません',
        boundTo: 'この WeChat は「%{username}」に連携済みです。そのアカウントでログインしてください。',
        notBound: 'この WeChat はまだ加盟店アカウントに連携されていません。パスワードでログインしてから、個人設定で WeChat を連携してください。',
        backToLogin: 'ログインに戻る',
    },
    session: {
        ended: 'セッションの有効期限が切れました。再度ログインしてください',
    },
} satisfies typeof zh;
