import { PHONE_PATTERN } from '../../protocol/phone';
import { columnTypeOf } from '../tables/columnTypes/columnTypes';
import type { ColumnSpec } from '../tables/TableSpec';

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

type CellObject = { formula?: unknown; sharedFormula?: unknown; result?: unknown; error?: unknown };

/**
 * A formula is imported as the result Excel saved with it (what the user sees). One saved
 * without a result, or an error cell (#N/A, #DIV/0!…), would otherwise read as empty: it is
 * refused with its own message instead.
 */
const formulaRefusal = (column: ColumnSpec, raw: unknown): string | undefined => {
    if (!raw || typeof raw !== 'object' || raw instanceof Date) return undefined;
    const cell = raw as CellObject;
    const result = cell.result && typeof cell.result === 'object' && !(cell.result instanceof Date) ? (cell.result as CellObject) : undefined;
    const error = cell.error ?? result?.error;
    if (error !== undefined) return `“${column.title}”的值是错误“${String(error).slice(0, 20)}”，请修正后导入`;
    if ((cell.formula !== undefined || cell.sharedFormula !== undefined) && (cell.result === undefined || cell.result === null)) {
        return `“${column.title}”是没有计算结果的公式，请复制后“粘贴为数值”再导入`;
    }
    return undefined;
};

/**
 * One cell checked (formula results, required, length, phone) and converted by its column type's
 * `importValue` to what the column stores; a string result is the error.
 * `{ value }` with undefined means "empty": the database default applies.
 */
export const importValue = (column: ColumnSpec, raw: unknown, timeZone: string): { value: unknown } | string => {
    const rules = column.import ?? {};
    const refusal = formulaRefusal(column, raw);
    if (refusal) return refusal;
    const text = raw instanceof Date ? '' : cellText(raw);
    if (text === '' && !(raw instanceof Date)) return rules.required ? `“${column.title}”不能为空` : { value: undefined };
    if (rules.maxLength && text.length > rules.maxLength) return `“${column.title}”不能超过${rules.maxLength}个字`;
    if (rules.phone && !PHONE_PATTERN.test(text)) return `“${column.title}”应为11位手机号`;
    return columnTypeOf(column.type).importValue(column, text, raw, timeZone);
};
