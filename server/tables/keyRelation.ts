/**
 * The table a list's rows come from, one row each: the relation its `from` names, or else the
 * first relation of the outer query's FROM, ignoring subqueries in its select list and joins
 * (`(SELECT v.*, d.name … FROM vehicles v LEFT JOIN dealers d …) AS cars` → `vehicles`). A write
 * to that table is a write to the list's rows (server/live); a joined table only lends them
 * columns. Undefined when `from` is not of either form.
 */
export const keyRelation = (from: string): string | undefined => {
    const text = from.trim();
    const bare = /^([a-z_][a-z0-9_]*)(\s+(as\s+)?[a-z_][a-z0-9_]*)?$/i.exec(text);
    if (bare) return bare[1].toLowerCase();
    if (!text.startsWith('(')) return undefined;
    // The outer query's own text: every parenthesised part inside it (subqueries, calls) dropped.
    let depth = 0;
    let outer = '';
    let end = -1;
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (char === "'") {
            const close = text.indexOf("'", i + 1);
            if (close < 0) return undefined;
            if (depth === 1) outer += ' ';
            i = close;
            continue;
        }
        if (char === '(') depth += 1;
        else if (char === ')') {
            depth -= 1;
            if (depth === 0) {
                end = i;
                break;
            }
        } else if (depth === 1) outer += char;
    }
    if (end < 0) return undefined;
    const match = /\bfrom\s+([a-z_][a-z0-9_]*)\b/i.exec(outer);
    return match?.[1].toLowerCase();
};
