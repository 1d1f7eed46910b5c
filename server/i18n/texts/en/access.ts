import type access from '../zh-cn/access';
import type { Translations } from '../../Translations';

export default {
    没有此操作权限: 'You do not have permission for this operation (没有此操作权限)',
    '没有此操作权限：该功能不属于当前账号的行业': 'You do not have permission for this operation: it is not part of this account’s industry (没有此操作权限)',
    '没有此操作权限：该功能仅对联盟账号开放': 'You do not have permission for this operation: only union accounts may use it (没有此操作权限)',
    '没有此操作权限：联盟账号不能使用该功能': 'You do not have permission for this operation: union accounts cannot use it (没有此操作权限)',
    '没有此操作权限：该功能仅限商户主账号使用': 'You do not have permission for this operation: only the merchant’s owner account may use it (没有此操作权限)',
    '没有此操作权限：该功能仅限平台管理员使用': 'You do not have permission for this operation: only the platform administrator may use it (没有此操作权限)',
} satisfies Translations<typeof access>;
