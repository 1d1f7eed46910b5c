import type designer from '../zh-cn/designer';
import type { Translations } from '../../Translations';

export default {
    资源设计: 'Diseñador de recursos',
    资源声明: 'Declaración del recurso',
    菜单入口: 'Entrada de menú',
    表名: 'Nombre de la tabla',
    '资源声明有误：{path}：{problem}': 'La declaración del recurso no es válida: {path}: {problem}',
    '{what}不是有效的JSON': '{what} no es JSON válido',
    '{what}超过{max}字节': '{what} supera los {max} bytes',
    '表名{table}已被系统表占用，请换一个名称': 'El nombre de tabla {table} lo usa una tabla del sistema; elija otro nombre',
    '接口{path}已被其他功能占用，请换一个路径': 'La llamada {path} ya la atiende otra función; elija otra ruta',
    '资源{table}由声明文件管理，请在文件中修改': 'El recurso {table} lo gestiona un archivo de declaración; cámbielo en el archivo',
    '资源{table}已存在，请打开它再修改': 'El recurso {table} ya existe; ábralo para cambiarlo',
    '资源不存在：{table}': 'No existe el recurso: {table}',
    '该资源已被他人修改，请刷新后再保存': 'Otra persona cambió este recurso; vuelva a cargarlo antes de guardar',
    '版本不存在：{table}第{version}版': 'No existe la versión: {table} versión {version}',
    '列{column}的类型由{from}改为{to}，需要填写转换方式': 'La columna {column} cambia de tipo de {from} a {to}: indique cómo convertirla (migrate)',
    '列{column}的已有数据不能转换：{reason}': 'Las filas existentes de la columna {column} no se convierten: {reason}',
    '菜单入口的接口{path}不是该资源的接口': 'La llamada {path} de la entrada de menú no es de este recurso',
    菜单入口必须是对象或对象数组: 'La entrada de menú debe ser un objeto o una lista de objetos',
    资源设计在此服务器上不可用: 'El diseñador de recursos no está disponible en este servidor',
    '保存资源{table}第{version}版': 'Recurso {table} guardado, versión {version}',
    '回滚资源{table}到第{from}版（第{version}版）': 'Recurso {table} devuelto a la versión {from} (versión {version})',
} satisfies Translations<typeof designer>;
