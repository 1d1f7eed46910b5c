import { useEffect, useState, type RefObject } from 'react';

/** Whether the element's content is wider or taller than its box, so that it scrolls: followed as the box or its content changes size. */
export const useOverflows = (ref: RefObject<HTMLElement | null>) => {
    const [overflows, setOverflows] = useState(false);
    useEffect(() => {
        const box = ref.current;
        if (!box) return undefined;
        const update = () => setOverflows(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
        update();
        const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
        observer?.observe(box);
        if (box.firstElementChild) observer?.observe(box.firstElementChild);
        return () => observer?.disconnect();
    }, [ref]);
    return overflows;
};
