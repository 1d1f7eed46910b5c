import type { TextKey } from '../../i18n/catalogue';
import { message, type Message } from '../../i18n/Message';

/**
 * What the login call answers and what it writes to the login log (the 说明 column of
 * seller/log/AdminLoginLog), in one place. An unknown username and a wrong password answer the
 * same text; only the log, which the account's merchant reads, tells them apart.
 */
export const LOGIN_MESSAGES = {
    enterUsername: '请输入用户名',
    enterPassword: '请输入密码',
    enterSmsCode: '请输入短信验证码',
    badType: '参数错误：type 只能是 1（密码）或 2（短信验证码）',
    wrongCredentials: '用户名或密码错误',
    wrongCredentialsCaptcha: '用户名或密码错误，请输入验证码',
    enterCaptcha: '请输入验证码',
    wrongCaptcha: '验证码错误，请重新输入',
    wait: (minutes: number): Message => message('登录失败次数过多，请{minutes}分钟后再试', { minutes }),
    disabled: '账号已被禁用，请联系管理员',
    merchantSuspended: '该账号所属的商户已被暂停使用，请联系平台',
    smsClosed: '未开启短信验证码登录',
    wrongSmsCode: '验证码错误或已过期',
} as const satisfies Record<string, TextKey | ((minutes: number) => Message)>;

export const LOGIN_LOG_REASONS = {
    success: '登录成功',
    wrongPassword: '密码错误',
    unknownUser: '账号不存在',
    wrongSmsCode: '短信验证码错误',
    /** Appended to the failure that makes the next logins need a captcha. */
    captchaFromNowOn: (why: 'user' | 'address') => (why === 'user' ? '，此后该账号登录需要验证码' : '，此后该地址登录需要验证码'),
    captchaMissing: '需要验证码，未填写',
    captchaWrong: '验证码错误',
    wait: (minutes: number) => `该地址登录失败次数过多，需等待${minutes}分钟`,
    disabled: '账号已被禁用',
    merchantSuspended: '商户已被暂停',
};
