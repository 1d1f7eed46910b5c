import type history from '../zh-cn/history';
import type { Translations } from '../../Translations';

export default {
    该记录已被他人修改: 'This record was changed by someone else',
    版本号: 'Version',
    '列表接口不存在：{api}': 'No such list: {api}',
    该列表的记录没有历史: "This list's records keep no history",
    历史版本不存在: 'No such revision',
    '记录已是该版本的内容，无需恢复': 'The record already holds this revision; nothing to restore',
    '关联的数据已不存在，无法恢复': 'A record it refers to no longer exists, so it cannot be restored',
    恢复到历史版本: 'Restore a revision',
    列表接口: 'List',
    历史版本: 'Revision',
    该记录不能恢复: 'This record cannot be restored',
    '与已有数据重复，无法恢复': 'It would duplicate existing data, so it cannot be restored',
    记录: 'Record',
} satisfies Translations<typeof history>;
