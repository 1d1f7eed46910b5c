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
    '该账号所属的商户已被暂停使用，请联系平台': 'This account’s merchant is suspended: contact the platform',
    请输入正确的手机号: 'Enter a valid mobile number',
    '验证码发送太频繁，请60秒后再试': 'Codes are being sent too often: try again in 60 seconds',
    用户名或密码错误: 'Wrong username or password',
    请输入短信验证码: 'Enter the SMS code',
    请输入密码: 'Enter the password',
    '用户名或密码错误，请输入验证码': 'Wrong username or password: enter the captcha',
    '登录失败次数过多，请{minutes}分钟后再试': 'Too many failed sign-ins. Please try again in {minutes} minutes.',
    该登录设备不存在或已退出: 'This signed-in device does not exist or has already signed out.',
    '{title}至少需要{min}位': '{title} needs at least {min} characters.',
    '{title}不能超过{max}位': '{title} cannot be longer than {max} characters.',
    '{title}须包含大写字母、小写字母、数字、符号中的至少两类': '{title} must mix at least two of: capital letters, small letters, digits, symbols.',
    '{title}不能与登录账号相同': '{title} cannot be the same as the username.',
    '{title}过于常见，容易被猜中，请换一个': '{title} is too common and easy to guess. Please choose another.',
} satisfies Translations<typeof session>;
