import type access from '../zh-cn/access';
import type { Translations } from '../../Translations';

export default {
    没有此操作权限: 'You do not have permission for this operation (没有此操作权限)',
    '没有此操作权限：该功能不属于当前账号的行业': 'You do not have permission for this operation: it is not part of this account’s industry (没有此操作权限)',
} satisfies Translations<typeof access>;
