let loading: Promise<typeof import('./menuSearch')> | undefined;

/**
 * The fuzzy search (fuse.js), loaded when the search box first opens: most visits never search,
 * so it stays out of the layout's own code.
 */
export const loadMenuSearch = () => {
    loading ??= import('./menuSearch');
    loading.catch(() => (loading = undefined));
    return loading;
};
