import type history from '../zh-cn/history';
import type { Translations } from '../../Translations';

export default {
    该记录已被他人修改: 'Otra persona ha modificado este registro',
    版本号: 'Versión',
    '列表接口不存在：{api}': 'No existe la lista: {api}',
    该列表的记录没有历史: 'Los registros de esta lista no guardan historial',
    历史版本不存在: 'No existe esa revisión',
    '记录已是该版本的内容，无需恢复': 'El registro ya tiene el contenido de esa revisión; no hay nada que restaurar',
    '关联的数据已不存在，无法恢复': 'Un registro al que hace referencia ya no existe, así que no se puede restaurar',
    恢复到历史版本: 'Restaurar una revisión',
    列表接口: 'Lista',
    历史版本: 'Revisión',
    该记录不能恢复: 'Este registro no se puede restaurar',
    '与已有数据重复，无法恢复': 'Duplicaría datos existentes, así que no se puede restaurar',
    记录: 'Registro',
} satisfies Translations<typeof history>;
