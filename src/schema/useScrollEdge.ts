import { useEffect, type RefObject } from 'react';
import { CONTENT_UNDER } from './listStyles';

/**
 * Marks the table's scroll box (`.RaDataTable-tableWrapper` inside `container`) with
 * `CONTENT_UNDER` while it can still scroll right: columns then lie under the sticky action
 * column, whose edge shows it. Followed on scroll and on any change of the box's or the table's
 * size (columns chosen, rows loaded, the window resized).
 */
export const useScrollEdge = (container: RefObject<HTMLElement | null>) => {
    useEffect(() => {
        const box = container.current?.querySelector<HTMLElement>('.RaDataTable-tableWrapper');
        if (!box) return undefined;
        const update = () => box.toggleAttribute(CONTENT_UNDER, box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
        box.addEventListener('scroll', update, { passive: true });
        // The observer reports each box once on observing it, after layout: measuring here, right
        // after a render, would force a layout of the whole table before the browser's own.
        const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
        if (!observer) update();
        observer?.observe(box);
        const table = box.querySelector('table');
        if (table) observer?.observe(table);
        return () => {
            box.removeEventListener('scroll', update);
            observer?.disconnect();
        };
    });
};
