export default {
    login: {
        title: '商户管理中心',
        username: '用户名',
        password: '密码',
        name: '子账号（选填）',
        captcha: '验证码',
        refreshCaptcha: '看不清？换一张',
        submit: '登录',
        passwordTab: '密码登录',
        smsTab: '短信登录',
        smsCode: '短信验证码',
        sendCode: '获取验证码',
        resendIn: '%{seconds} 秒后重发',
        required: '必填',
        welcome: '欢迎回来，%{name}',
    },
};
