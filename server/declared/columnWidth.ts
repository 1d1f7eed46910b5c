import type { ColumnType, ServerColumnType } from '../tables/TableSpec';
import type { DeclaredText } from './declarationParts';

/**
 * The narrowest a column's cells read well in, by type: a moment takes `2026-03-01 09:30:00`,
 * a date `2026-03-01`, a cascade `广东 / 广州`, an image its thumbnail.
 */
const CELL_WIDTH: Record<ServerColumnType, number> = {
    text: 120,
    hide: 120,
    image: 100,
    number: 90,
    second: 90,
    select: 90,
    checkbox: 120,
    cascade: 150,
    datetime: 170,
    time: 170,
    eqtime: 170,
    date: 110,
    eqdate: 110,
    datemonth: 90,
};

/** The header's type: 14 px, a CJK or full-width character as wide as the size, a Latin one about half. */
const FULL_WIDTH = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const textWidth = (text: string) => [...text].reduce((width, char) => width + (FULL_WIDTH.test(char) ? 14 : 8), 0);

/**
 * A header cell's own room: 16 px of padding each side, the sort button's arrow with its margins,
 * and a little slack, since a bold CJK glyph may be drawn a pixel wider than its size.
 */
const PADDING = 32 + 16;
const SORT_ARROW = 26;
const MOST = 320;

/**
 * The width of a declared column that gives none (`item_width`): room for its title on one line
 * in each of its languages (so 报名费 never stands one character a line) and for its type's
 * cells, at most 320 px (a long title then wraps between words, not per character).
 */
export const columnWidth = (column: { title: DeclaredText; type?: ColumnType; sort?: boolean }): number => {
    // One width for every language the title is given in: the widest of them.
    const titles = typeof column.title === 'string' ? [column.title] : Object.values(column.title).filter(text => text !== undefined);
    const title = Math.max(...titles.map(textWidth)) + PADDING + (column.sort ? SORT_ARROW : 0);
    return Math.min(MOST, Math.max(CELL_WIDTH[column.type ?? 'text'], Math.ceil(title / 10) * 10));
};
