import type session from '../zh-cn/session';
import type { Translations } from '../../Translations';

export default {
    请输入验证码: 'Enter the captcha',
    '验证码错误，请重新输入': 'Wrong captcha, enter it again',
    未开启短信验证码登录: 'Login with an SMS code is not enabled',
    验证码错误或已过期: 'The code is wrong or has expired',
    请输入用户名: 'Enter the username',
    '参数错误：type 只能是 1（密码）或 2（短信验证码）': 'Invalid parameters: type must be 1 (password) or 2 (SMS code)',
    '账号已被禁用，请联系管理员': 'This account is disabled: contact the administrator',
    请输入正确的手机号: 'Enter a valid mobile number',
    '验证码发送太频繁，请60秒后再试': 'Codes are being sent too often: try again in 60 seconds',
    用户名或密码错误: 'Wrong username or password',
    请输入短信验证码: 'Enter the SMS code',
    请输入密码: 'Enter the password',
    '用户名或密码错误，请输入验证码': 'Wrong username or password: enter the captcha',
} satisfies Translations<typeof session>;
