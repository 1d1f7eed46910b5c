import type importTexts from '../zh-cn/import';
import type { Translations } from '../../Translations';

export default {
    '导入模板不正确：表头与模板不一致，请下载模板后填写':
        'Plantilla de importación incorrecta: la fila de encabezado no coincide con la plantilla; descargue la plantilla y rellénela',
    该列表不支持导入: 'Esta lista no ofrece importaciones',
    导入文件中没有数据: 'El archivo de importación no contiene datos',
    请选择要导入的文件: 'Elija el archivo que desea importar',
    '文件为空，请检查后重新上传': 'El archivo está vacío: revíselo y vuelva a subirlo',
    '暂不支持Excel 97-2003（xls）格式，请另存为xlsx后导入': 'Los archivos de Excel 97-2003 (xls) aún no se admiten: guárdelo como xlsx e impórtelo',
    文件已损坏或不是有效的Excel文件: 'El archivo está dañado o no es un archivo de Excel válido',
    与已有数据重复: 'Duplica datos existentes',
    缺少必填数据: 'Faltan datos obligatorios',
    关联的数据不存在: 'Los datos relacionados no existen',
    数据格式或取值不正确: 'Un valor o su formato no es válido',
    '；': '; ',
    请上传xlsx或xls格式文件: 'Suba un archivo xlsx o xls',
    '导入文件的内容过大（文字超过上限），请检查文件或分批导入': 'El archivo de importación contiene demasiado texto: revíselo o impórtelo por partes',
    '导入模板不正确：缺少“{title}”列，请下载模板后填写': 'Plantilla de importación incorrecta: falta la columna «{title}»; descargue la plantilla y rellénela',
    '{reason}，整个文件未导入': '{reason}: no se ha importado nada del archivo',
    '“{title}”的值“{value}”不在可选项中': '«{value}» no es una de las opciones de «{title}»',
    '“{title}”应为日期，如 2026-01-31 或 2026-01-31 08:30:00': '«{title}» debe ser una fecha, como 2026-01-31 o 2026-01-31 08:30:00',
    '“{title}”应为数字，最多{decimal}位小数': '«{title}» debe ser un número con {decimal} decimales como máximo',
    '“{title}”应为数字（整数）': '«{title}» debe ser un número entero',
    '“{title}”应为不小于0的整数秒数': '«{title}» debe ser un número entero de segundos, 0 o más',
    '“{title}”的值是错误“{error}”，请修正后导入': '«{title}» contiene el error «{error}»: corríjalo y vuelva a importar',
    '“{title}”是没有计算结果的公式，请复制后“粘贴为数值”再导入': '«{title}» es una fórmula sin resultado guardado: cópiela, péguela como valores e importe',
    '“{title}”不能为空': '«{title}» no puede estar vacío',
    '“{title}”不能超过{max}个字': '«{title}» no puede superar {max} caracteres',
    '“{title}”应为11位手机号': '«{title}» debe ser un número de móvil de 11 dígitos',
    '导入文件的行数过多，每次最多导入{max}行，请分批导入':
        'El archivo de importación tiene demasiadas filas: como máximo {max} filas cada vez, impórtelo por partes',
    '“{title}”的值“{value}”不在可选项中，应如“广东/广州”':
        '«{value}» no es una de las opciones de «{title}»; escriba los dos niveles, como Guangdong/Guangzhou',
    '“{title}”的“{second}”不属于“{first}”': 'En «{title}», «{second}» no pertenece a «{first}»',
    '“{title}”的“{value}”不止一处，请写两级': 'En «{title}», «{value}» aparece en más de una opción; escriba los dos niveles',
    '“{title}”应写两级，如“广东/广州”': '«{title}» necesita los dos niveles, como Guangdong/Guangzhou',
} satisfies Translations<typeof importTexts>;
