import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { watchPageSettled } from './watchPageSettled';

/**
 * Renders its children once the page's own reads are done (`watchPageSettled`): what the shell
 * shows besides the page (the chat, the version check) never competes with the page's first rows.
 * Once shown, they stay.
 */
export const AfterPageSettles = ({ children }: { children: ReactNode }) => {
    const queryClient = useQueryClient();
    const [settled, setSettled] = useState(false);
    useEffect(() => (settled ? undefined : watchPageSettled(queryClient, () => setSettled(true))), [queryClient, settled]);
    return settled ? <>{children}</> : null;
};
