import type zh from '../zh/auth';

export default {
    login: {
        title: 'Merchant Management Center',
        username: 'Username',
        password: 'Password',
        name: 'Sub-account (optional)',
        captcha: 'Captcha',
        refreshCaptcha: 'Can’t read it? Get another',
        submit: 'Log in',
        passwordTab: 'Password',
        smsTab: 'SMS code',
        smsCode: 'SMS code',
        sendCode: 'Send code',
        resendIn: 'Resend in %{seconds} s',
        welcome: 'Welcome back, %{name}',
        phone: 'Mobile number',
        phoneInvalid: 'Enter a valid mobile number',
        codeSent: 'The code has been sent',
        captchaImage: 'Captcha image',
        captchaFailed: 'Failed to load, click to retry',
    },
    social: {
        pending: 'Completing the sign-in with your social account…',
        failed: 'The social authorisation failed: %{message}',
        missingCode: 'The authorisation code is missing',
        boundTo: 'This WeChat account is bound to “%{username}”: log in with that account.',
        notBound: 'This WeChat account is not bound to a merchant account yet: log in with your password, then bind WeChat in your profile.',
        backToLogin: 'Back to login',
    },
    session: {
        ended: 'Your session has expired, please log in again',
    },
} satisfies typeof zh;
