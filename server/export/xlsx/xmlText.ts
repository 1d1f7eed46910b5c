/**
 * Excel's limit on the characters of one cell. Longer text is cut here (never split inside a
 * surrogate pair): an export has sent its first bytes long before such a cell is reached, so it
 * can no longer refuse, and Excel itself refuses to open a file with a longer cell.
 */
export const MAX_CELL_CHARS = 32_767;

// What XML 1.0 allows: tab, line feed, carriage return and the planes without the surrogates,
// U+FFFE and U+FFFF (the `u` flag makes a lone surrogate one unmatched code point).
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// `&<>"` as entities; a carriage return as a reference, or the XML parser reads it as a line
// feed; `_xHHHH_` is Excel's own escape inside text, so the text `_x0041_` gets its underscore
// escaped (`_x005F_`) or Excel would show `A`.
const MARKUP = /[&<>"\r]|_x[0-9A-Fa-f]{4}_/g;
// One test for the usual text that needs none of this, so that it costs a single scan.
const NEEDS_WORK = /[&<>"\r]|_x[0-9A-Fa-f]{4}_|[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
const markup = (match: string) => ENTITIES[match] ?? `_x005F${match}`;

/** Text as XML character data or a double-quoted attribute value: escaped, forbidden characters dropped. */
export const xmlText = (text: string): string => (NEEDS_WORK.test(text) ? text.replace(FORBIDDEN, '').replace(MARKUP, markup) : text);

const clip = (text: string) => {
    if (text.length <= MAX_CELL_CHARS) return text;
    const cut = text.charCodeAt(MAX_CELL_CHARS - 1);
    // A high surrogate at the cut would be half a character.
    return text.slice(0, cut >= 0xd800 && cut <= 0xdbff ? MAX_CELL_CHARS - 1 : MAX_CELL_CHARS);
};

/** The text of a cell as Excel keeps it: at most MAX_CELL_CHARS characters, XML-escaped. */
export const cellText = (text: string): string => xmlText(text.length > MAX_CELL_CHARS ? clip(text.replace(FORBIDDEN, '')) : text);

/** Leading or trailing white space, which Excel keeps only under `xml:space="preserve"`. */
export const hasEdgeSpace = (text: string): boolean => {
    if (!text) return false;
    const first = text.charCodeAt(0);
    const last = text.charCodeAt(text.length - 1);
    return first <= 32 || last <= 32;
};
