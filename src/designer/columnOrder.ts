/**
 * The columns' order as the engineer changes it, by dragging a row onto another or with a row's
 * move up / move down buttons: the one move both use.
 */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
    if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    return next;
};

/** One step up (-1) or down (+1), or nothing at either end. */
export const stepItem = <T>(items: readonly T[], index: number, step: -1 | 1): T[] => moveItem(items, index, index + step);
