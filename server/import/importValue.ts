import { PHONE_PATTERN } from '../../protocol/phone';
import type { Lang } from '../../protocol/lang';
import { message, renderMessage, titleParam, type Message } from '../i18n/Message';
import { columnTypeOf } from '../tables/columnTypes/columnTypes';
import type { ColumnSpec } from '../tables/TableSpec';
import { cascadeCell } from './cascadeCell';

/** A cell value as text: rich text, hyperlinks and formula results read as what they show. */
export const cellText = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    // An invalid Date (a hostile date cell) has no ISO form: it reads as empty, not as a crash.
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
    if (typeof value === 'object') {
        const v = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown; error?: unknown };
        if (v.richText)
            return v.richText
                .map(part => part.text)
                .join('')
                .trim();
        if (v.text !== undefined) return cellText(v.text);
        if (v.result !== undefined) return cellText(v.result);
        return '';
    }
    return String(value).trim();
};

const titleOf = (column: ColumnSpec) => titleParam(column.title);

type CellObject = { formula?: unknown; sharedFormula?: unknown; result?: unknown; error?: unknown };

/**
 * A formula is imported as the result Excel saved with it (what the user sees). One saved
 * without a result, or an error cell (#N/A, #DIV/0!…), would otherwise read as empty: it is
 * refused with its own message instead.
 */
const formulaRefusal = (column: ColumnSpec, raw: unknown): Message | undefined => {
    if (!raw || typeof raw !== 'object' || raw instanceof Date) return undefined;
    const cell = raw as CellObject;
    const result = cell.result && typeof cell.result === 'object' && !(cell.result instanceof Date) ? (cell.result as CellObject) : undefined;
    const error = cell.error ?? result?.error;
    if (error !== undefined) return message('“{title}”的值是错误“{error}”，请修正后导入', { title: titleOf(column), error: String(error).slice(0, 20) });
    if ((cell.formula !== undefined || cell.sharedFormula !== undefined) && (cell.result === undefined || cell.result === null)) {
        return message('“{title}”是没有计算结果的公式，请复制后“粘贴为数值”再导入', { title: titleOf(column) });
    }
    return undefined;
};

/** A cell's value as the column stores it, and other columns it fills (a cascade's second level). */
type CellValue = { value: unknown; also?: Record<string, unknown> };

/** Formula results, required, length and phone, then the column type's `importValue`. */
const checkCell = (column: ColumnSpec, raw: unknown, timeZone: string, lang: Lang): CellValue | Message => {
    const rules = column.import ?? {};
    const refusal = formulaRefusal(column, raw);
    if (refusal) return refusal;
    const text = raw instanceof Date ? '' : cellText(raw);
    if (text === '' && !(raw instanceof Date)) return rules.required ? message('“{title}”不能为空', { title: titleOf(column) }) : { value: undefined };
    if (rules.maxLength && text.length > rules.maxLength) return message('“{title}”不能超过{max}个字', { title: titleOf(column), max: rules.maxLength });
    if (rules.phone && !PHONE_PATTERN.test(text)) return message('“{title}”应为11位手机号', { title: titleOf(column) });
    if (column.type === 'cascade' && rules.second) return cascadeCell(column, text, rules.second);
    return columnTypeOf(column.type).importValue(column, text, raw, timeZone, lang);
};

/**
 * One cell checked and converted to what the column stores, read as a file of the caller's
 * language (`lang`: option labels in any language, that language's dates); a string result is
 * the error, in `lang`. `{ value }` with undefined means "empty": the database default applies;
 * `also` holds other columns the cell fills (a cascade's second level).
 */
export const importValue = (column: ColumnSpec, raw: unknown, timeZone: string, lang: Lang = 'zh-cn'): CellValue | string => {
    const result = checkCell(column, raw, timeZone, lang);
    return 'key' in result ? renderMessage(result, lang) : result;
};
