import { useLayoutEffect, type RefObject } from 'react';

/**
 * Makes the box a focusable region named `label` while its content is wider or taller than it,
 * so that a keyboard scrolls it when nothing inside takes the focus; a box that does not scroll
 * is no tab stop. The attributes are set on the element itself, measured before the first paint
 * and again as the box or its content changes size: no render in between, so there is no moment
 * when the box scrolls and cannot be focused (an accessibility scan may look at any moment).
 */
export const useScrollRegion = (ref: RefObject<HTMLElement | null>, label: string) => {
    useLayoutEffect(() => {
        const box = ref.current;
        if (!box) return undefined;
        const update = () => {
            const scrolls = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
            if (scrolls) {
                box.tabIndex = 0;
                box.setAttribute('role', 'region');
                box.setAttribute('aria-label', label);
            } else {
                box.removeAttribute('tabindex');
                box.removeAttribute('role');
                box.removeAttribute('aria-label');
            }
        };
        update();
        const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
        observer?.observe(box);
        if (box.firstElementChild) observer?.observe(box.firstElementChild);
        return () => observer?.disconnect();
    }, [ref, label]);
};
