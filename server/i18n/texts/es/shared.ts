import type shared from '../zh-cn/shared';
import type { Translations } from '../../Translations';

export default {
    请勿重复提交: 'Esto se acaba de enviar: no lo envíe dos veces',
    '{label}不存在或已被删除': '{label}: no existe o se ha eliminado',
    '{title}“{value}”已存在': '{title} «{value}» ya existe',
    '{title}格式不正确': 'El formato de «{title}» no es válido',
    '{title}不能小于{min}': '«{title}» no puede ser menor que {min}',
    '{title}不能大于{max}': '«{title}» no puede ser mayor que {max}',
    '{title}不能小于{min}元': '«{title}» no puede ser menor que {min} yuanes',
    '{title}不能大于{max}元': '«{title}» no puede ser mayor que {max} yuanes',
    '{title}不能超过{max}个字': '«{title}» no puede superar {max} caracteres',
    '{title}格式不正确，金额应为以分为单位的整数': '«{title}» no es válido: un importe es un número entero de céntimos',
    '{title}格式不正确，请输入以1开头的11位手机号': '«{title}» no es válido: introduzca un móvil de 11 dígitos que empiece por 1',
    '{title}的取值不正确': '«{title}» tiene un valor no permitido',
    '请选择{title}': 'Seleccione un valor en «{title}»',
    '请填写{title}': 'El campo «{title}» es obligatorio',
    页码: 'Página',
    每页条数: 'Filas por página',
} satisfies Translations<typeof shared>;
