import type session from '../zh-cn/session';
import type { Translations } from '../../Translations';

export default {
    请输入验证码: 'Introduzca el captcha',
    '验证码错误，请重新输入': 'Captcha incorrecto, vuelva a introducirlo',
    未开启短信验证码登录: 'El inicio de sesión con código SMS no está activado',
    验证码错误或已过期: 'El código es incorrecto o ha caducado',
    请输入用户名: 'Introduzca el nombre de usuario',
    '参数错误：type 只能是 1（密码）或 2（短信验证码）': 'Parámetros no válidos: type debe ser 1 (contraseña) o 2 (código SMS)',
    '账号已被禁用，请联系管理员': 'Esta cuenta está desactivada: contacte con el administrador',
    '该账号所属的商户已被暂停使用，请联系平台': 'El comercio de esta cuenta está suspendido: contacte con la plataforma',
    请输入正确的手机号: 'Introduzca un número de móvil válido',
    '验证码发送太频繁，请60秒后再试': 'Se envían códigos con demasiada frecuencia: vuelva a intentarlo en 60 segundos',
    用户名或密码错误: 'Usuario o contraseña incorrectos',
    请输入短信验证码: 'Introduzca el código SMS',
    请输入密码: 'Introduzca la contraseña',
    '用户名或密码错误，请输入验证码': 'Usuario o contraseña incorrectos: introduzca el captcha',
    '登录失败次数过多，请{minutes}分钟后再试': 'Demasiados inicios de sesión fallidos. Vuelva a intentarlo dentro de {minutes} minutos.',
    该登录设备不存在或已退出: 'Este dispositivo no existe o ya ha cerrado la sesión.',
    '{title}至少需要{min}位': '{title} necesita al menos {min} caracteres.',
    '{title}不能超过{max}位': '{title} no puede tener más de {max} caracteres.',
    '{title}须包含大写字母、小写字母、数字、符号中的至少两类': '{title} debe combinar al menos dos de: mayúsculas, minúsculas, cifras, símbolos.',
    '{title}不能与登录账号相同': '{title} no puede ser igual al nombre de usuario.',
    '{title}过于常见，容易被猜中，请换一个': '{title} es demasiado común y fácil de adivinar. Elija otra.',
} satisfies Translations<typeof session>;
