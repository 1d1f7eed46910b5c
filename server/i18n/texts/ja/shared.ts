import type shared from '../zh-cn/shared';
import type { Translations } from '../../Translations';

export default {
    请勿重复提交: '重複して送信しないでください',
    '{label}不存在或已被删除': '{label}が存在しないか削除されています',
    '{title}“{value}”已存在': '{title}「{value}」はすでに存在します',
    '{title}格式不正确': '{title}の形式が正しくありません',
    '{title}不能小于{min}': '{title}は {min} 以上にしてください',
    '{title}不能大于{max}': '{title}は {max} 以下にしてください',
    '{title}不能小于{min}元': '{title}は {min} 元以上にしてください',
    '{title}不能大于{max}元': '{title}は {max} 元以下にしてください',
    '{title}不能超过{max}个字': '{title}は {max} 文字以内で入力してください',
    '{title}格式不正确，金额应为以分为单位的整数': '{title}の形式が正しくありません。金額は分単位の整数で指定してください',
    '{title}格式不正确，请输入以1开头的11位手机号': '{title}の形式が正しくありません。1 から始まる 11 桁の携帯電話番号を入力してください',
    '{title}的取值不正确': '{title}の値が正しくありません',
    '请选择{title}': '{title}を選択してください',
    '请填写{title}': '{title}を入力してください',
    页码: 'ページ',
    每页条数: '1ページの件数',
} satisfies Translations<typeof shared>;
