import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `children` in a render of their own after the one that mounts them: the page's content
 * commits first, and the children follow in a background render that yields to anything more
 * urgent (React's deferred value). For the parts of a page around its content, such as a list's
 * filter form and toolbar, so that the rows come first. `placeholder` holds their place meanwhile.
 */
export const RenderAfterContent = ({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) =>
    useDeferredValue(true, false) ? <>{children}</> : <>{placeholder}</>;
