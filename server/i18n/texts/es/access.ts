import type access from '../zh-cn/access';
import type { Translations } from '../../Translations';

export default {
    没有此操作权限: 'No tiene permiso para esta operación (没有此操作权限)',
    '没有此操作权限：该功能不属于当前账号的行业': 'No tiene permiso para esta operación: no forma parte del sector de esta cuenta (没有此操作权限)',
    '没有此操作权限：该功能仅对联盟账号开放': 'No tiene permiso para esta operación: solo las cuentas de la unión pueden usarla (没有此操作权限)',
    '没有此操作权限：联盟账号不能使用该功能': 'No tiene permiso para esta operación: las cuentas de la unión no pueden usarla (没有此操作权限)',
    '没有此操作权限：该功能仅限商户主账号使用': 'No tiene permiso para esta operación: solo la cuenta principal del comercio puede usarla (没有此操作权限)',
    '没有此操作权限：该功能仅限平台管理员使用': 'No tiene permiso para esta operación: solo el administrador de la plataforma puede usarla (没有此操作权限)',
} satisfies Translations<typeof access>;
