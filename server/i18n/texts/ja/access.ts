import type access from '../zh-cn/access';
import type { Translations } from '../../Translations';

export default {
    没有此操作权限: 'この操作を行う権限がありません（没有此操作权限）',
    '没有此操作权限：该功能不属于当前账号的行业': 'この操作を行う権限がありません：この機能は当アカウントの業種に含まれません（没有此操作权限）',
} satisfies Translations<typeof access>;
