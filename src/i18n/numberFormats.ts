/** A decimal text (`-5305785.52`) written with the given language's grouping and decimal mark. */
export type FormatNumber = (text: string) => string;

interface Formats {
    integer: Intl.NumberFormat;
    decimalMark: string;
}
const cache = new Map<string, Formats>();
const formatsOf = (locale: string): Formats => {
    let formats = cache.get(locale);
    if (!formats) {
        const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
        const decimalMark = new Intl.NumberFormat(locale).formatToParts(1.5).find(part => part.type === 'decimal')?.value ?? '.';
        cache.set(locale, (formats = { integer, decimalMark }));
    }
    return formats;
};

/**
 * Builds the language's number formats ahead of the first number shown: building them is the
 * slow part (the browser loads the language's data), and a page's first table then need not.
 */
export const prepareNumberFormats = (locale: string) => void formatsOf(locale);

/**
 * `5305785.52` → `5,305,785.52` (en, zh, ja), `5.305.785,52` (es). The text stays exact: the
 * integer part is grouped as a BigInt by the language's own rules (Spanish leaves four digits
 * ungrouped) and the fraction is kept digit for digit, so no amount passes through a float.
 * Anything but a plain decimal comes back unchanged.
 */
export const formatNumberText = (text: string, locale: string): string => {
    const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
    if (!match) return text;
    const [, sign, integer, fraction] = match;
    const { integer: format, decimalMark } = formatsOf(locale);
    return `${sign}${format.format(BigInt(integer))}${fraction ? decimalMark + fraction : ''}`;
};
