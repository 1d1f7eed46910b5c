/** Field checks and record messages every write shares. */
export default [
    '请勿重复提交',
    '{label}不存在或已被删除',
    '{title}“{value}”已存在',
    '{title}格式不正确',
    '{title}不能小于{min}',
    '{title}不能大于{max}',
    '{title}不能小于{min}元',
    '{title}不能大于{max}元',
    '{title}不能超过{max}个字',
    '{title}格式不正确，金额应为以分为单位的整数',
    '{title}格式不正确，请输入以1开头的11位手机号',
    '{title}的取值不正确',
    '请选择{title}',
    '请填写{title}',
    '页码',
    '每页条数',
] as const;
