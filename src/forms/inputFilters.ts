/**
 * What the special inputs let through while typing (docs/console.md §5). Each takes the typed text and
 * answers the text the input keeps.
 */

const limitDecimals = (text: string, decimals: number) => {
    const dot = text.indexOf('.');
    if (dot < 0) return text;
    return decimals <= 0 ? text.slice(0, dot) : text.slice(0, dot + 1 + decimals);
};

/** Digits, one dot and a leading minus sign, with at most `decimals` decimals. */
export const filterNumber = (text: string, decimals = 0): string => {
    const negative = text.trimStart().startsWith('-');
    let seenDot = false;
    const body = [...text.replace(/[^\d.]/g, '')].filter(char => (char === '.' ? !seenDot && (seenDot = true) : true)).join('');
    return (negative ? '-' : '') + limitDecimals(body, decimals);
};

/** Digits and one dot, `decimals` decimals (default 2); a leading minus only when `signed`. */
export const filterPrice = (text: string, decimals = 2, signed = false): string => filterNumber(signed ? text : text.replace(/-/g, ''), decimals);

/** Strips Chinese characters (CJK ideographs and Chinese punctuation). */
export const stripChinese = (text: string): string => text.replace(/[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/g, '');

/** Digits only, at most 11. */
export const filterPhone = (text: string): string => text.replace(/\D/g, '').slice(0, 11);
