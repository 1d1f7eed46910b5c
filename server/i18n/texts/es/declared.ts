import type declared from '../zh-cn/declared';
import type { Translations } from '../../Translations';

export default {
    '{title}不正确，请重新选择': '{title} no es válido: vuelva a elegir',
} satisfies Translations<typeof declared>;
