/**
 * The prefixes of the store keys a list keeps per api across sessions (docs/console.md §9): the
 * column choice (with the column order and row density under it) and the filter form's fold.
 * Apart from the list's code, so the store that keeps them at logout (loaded with the login page)
 * does not carry it.
 */
export const COLUMNS_STORE_PREFIX = 'schema.columns.';
export const FILTERS_EXPANDED_STORE_PREFIX = 'schema.filters.expanded.';
