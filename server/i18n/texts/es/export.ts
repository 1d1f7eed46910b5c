import type exportTexts from '../zh-cn/export';
import type { Translations } from '../../Translations';

export default {
    该列表不支持异步导出: 'Esta lista no ofrece exportaciones en segundo plano',
    '参数错误：export_type 只能是 1（当前页）或 2（选中的数据）': 'Parámetros no válidos: export_type debe ser 1 (página actual) o 2 (filas seleccionadas)',
    至少选择一列: 'Elija al menos una columna',
    '参数错误：请选择要导出的数据': 'Parámetros no válidos: elija las filas que desea exportar',
    '参数错误：id 应为正整数': 'Parámetros no válidos: id debe ser un entero positivo',
    导出任务不存在或已被删除: 'La tarea de exportación no existe o se ha eliminado',
    '任务正在导出，请稍后再删除': 'La tarea se está exportando: elimínela más tarde',
    '文件正在生成，请稍后再下载': 'El archivo se está generando: descárguelo más tarde',
    '文件已过期，请重新导出': 'El archivo ha caducado: vuelva a exportar',
    排队中: 'En cola',
    导出中: 'Exportando',
    文件名: 'Nombre del archivo',
    下载: 'Descarga',
    该列表不支持导出: 'Esta lista no ofrece exportaciones',
    '暂无数据，不能导出': 'No hay datos para exportar',
    '导出中断{count}次，已停止重试（{max}次）': 'La exportación se interrumpió {count} veces; se dejó de reintentar (máximo {max})',
    '参数错误：没有“{column}”这一列': 'Parámetros no válidos: no existe la columna «{column}»',
} satisfies Translations<typeof exportTexts>;
