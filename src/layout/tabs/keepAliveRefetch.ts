import type { QueryClient } from '@tanstack/react-query';

/**
 * A kept-alive page that is shown again must look exactly as it was left, without a new list
 * request; a page mounted afresh must load as usual. react-query cannot tell the two apart (the
 * page's observers unsubscribe while hidden and subscribe again when shown), so the tab views
 * mark the moment they reveal a page they had shown before, and the mount-time refetch policy
 * consults that mark. Data that was invalidated meanwhile (after a save or a refresh) is still
 * refetched.
 */
const revealing = new Set<string>();

export const beginReveal = (viewKey: string) => void revealing.add(viewKey);

export const endReveal = (viewKey: string) => void revealing.delete(viewKey);

export const isRevealing = () => revealing.size > 0;

/** Installs the policy on the admin's query client; returns the function that restores the previous one. */
export const installKeepAliveRefetch = (queryClient: QueryClient): (() => void) => {
    const defaults = queryClient.getDefaultOptions();
    const previous = defaults.queries?.refetchOnMount;
    queryClient.setDefaultOptions({
        ...defaults,
        queries: {
            ...defaults.queries,
            refetchOnMount: query => {
                if (isRevealing()) return query.state.isInvalidated;
                return typeof previous === 'function' ? previous(query) : (previous ?? true);
            },
        },
    });
    return () => {
        const current = queryClient.getDefaultOptions();
        queryClient.setDefaultOptions({ ...current, queries: { ...current.queries, refetchOnMount: previous } });
    };
};
