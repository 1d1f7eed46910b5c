import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { watchPageSettled } from './watchPageSettled';

/**
 * False until the page's own reads are done (`watchPageSettled`), then true for good: what the
 * shell shows besides the page waits for it, so it never competes with the page's first rows.
 */
export const usePageSettled = () => {
    const queryClient = useQueryClient();
    const [settled, setSettled] = useState(false);
    useEffect(() => (settled ? undefined : watchPageSettled(queryClient, () => setSettled(true))), [queryClient, settled]);
    return settled;
};
