import type access from '../zh-cn/access';
import type { Translations } from '../../Translations';

export default {
    没有此操作权限: 'No tiene permiso para esta operación (没有此操作权限)',
    '没有此操作权限：该功能不属于当前账号的行业': 'No tiene permiso para esta operación: no forma parte del sector de esta cuenta (没有此操作权限)',
} satisfies Translations<typeof access>;
