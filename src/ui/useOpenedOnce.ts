import { useState } from 'react';

/**
 * Whether a popup has been open at least once: rendered from its first opening on, it keeps its
 * closing animation, and a page of rows does not render a closed menu or dialog in every row.
 */
export const useOpenedOnce = (open: boolean) => {
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    return opened || open;
};
