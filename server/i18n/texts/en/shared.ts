import type shared from '../zh-cn/shared';
import type { Translations } from '../../Translations';

export default {
    请勿重复提交: 'This has just been submitted: do not submit it twice',
    '{label}不存在或已被删除': '{label} does not exist or has been deleted',
    '{title}“{value}”已存在': '{title} “{value}” already exists',
    '{title}格式不正确': '{title} is not in a valid format',
    '{title}不能小于{min}': '{title} cannot be less than {min}',
    '{title}不能大于{max}': '{title} cannot be greater than {max}',
    '{title}不能小于{min}元': '{title} cannot be less than {min} yuan',
    '{title}不能大于{max}元': '{title} cannot be greater than {max} yuan',
    '{title}不能超过{max}个字': '{title} cannot exceed {max} characters',
    '{title}格式不正确，金额应为以分为单位的整数': '{title} is not valid: an amount is a whole number of cents',
    '{title}格式不正确，请输入以1开头的11位手机号': '{title} is not valid: enter an 11-digit mobile number starting with 1',
    '{title}的取值不正确': '{title} has a value that is not allowed',
    '请选择{title}': '{title} must be selected',
    '请填写{title}': '{title} is required',
    页码: 'Page',
    每页条数: 'Rows per page',
} satisfies Translations<typeof shared>;
