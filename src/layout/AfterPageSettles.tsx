import type { ReactNode } from 'react';
import { usePageSettled } from './usePageSettled';

/**
 * Renders its children once the page's own reads are done (`usePageSettled`): the chat and the
 * version check, which are not the page. Once shown, they stay.
 */
export const AfterPageSettles = ({ children }: { children: ReactNode }) => (usePageSettled() ? <>{children}</> : null);
