/**
 * The console's mobile layout (below 992 px): list rows become cards and the filters move into
 * a drawer. One query for both, so they switch at the same width.
 */
export const NARROW_SCREEN = '(max-width:991.98px)';
