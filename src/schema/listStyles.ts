import { alpha, type Theme } from '@mui/material';
import { SELECTION_BAR } from './SelectionBar';

/** Class of the totals line below the table (`SummaryLine`). */
export const SUMMARY_LINE = 'mc-summaryLine';

/** Class of the sticky action column's cells. */
export const ACTION_CELL = 'mc-actionCell';
/** Compact density: MUI's small table with the cells' vertical padding cut to a minimum. */
export const COMPACT = 'mc-compact';
/** Set on the table's box while columns lie under the action column (scrolled out to its right). */
export const CONTENT_UNDER = 'data-content-under';

// react-admin's rows take no tint when selected: a row whose checkbox is ticked takes MUI's
// selected tint here. The sticky action cell must be opaque (the cells scrolled under it would
// show through), so it cannot take its row's translucent tints: it lays the same tint over its
// paper as an image, and so looks like the rest of its row.
const SELECTED_ROW = 'tbody .RaDataTable-row:has(> .MuiTableCell-paddingCheckbox input:checked)';
const tint = (color: string) => `linear-gradient(${color}, ${color})`;
const selected = (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
const selectedHover = (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity);

/**
 * A wide table scrolls inside its card; filters, toolbar and pagination stay in the viewport (as
 * a flex item, the list's main column would otherwise grow to the table's width). The wrapper is
 * the table's scroll box in both directions, so that the header (sticky at its top in DataTable)
 * and the action column (sticky at its right) stay in view. While columns lie under the action
 * column, its left edge casts a shadow over them, so a cut-off value reads as scrolled under
 * rather than as the value (`useScrollEdge`).
 */
export const LIST_SX = {
    '& .RaList-main': { minWidth: 0 },
    '& .RaDataTable-tableWrapper': { overflow: 'auto', maxHeight: 'max(360px, calc(100vh - 260px))' },
    // The selection bar takes a line above the table, the totals line one below it: the table's
    // box gives them up, so that the paging stays in the window.
    [`&:has(.${SELECTION_BAR}) .RaDataTable-tableWrapper`]: { maxHeight: 'max(360px, calc(100vh - 308px))' },
    [`&:has(.${SUMMARY_LINE}) .RaDataTable-tableWrapper`]: { maxHeight: 'max(360px, calc(100vh - 300px))' },
    [`&:has(.${SELECTION_BAR}):has(.${SUMMARY_LINE}) .RaDataTable-tableWrapper`]: { maxHeight: 'max(360px, calc(100vh - 348px))' },
    [`& .${ACTION_CELL}`]: {
        position: 'sticky',
        right: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
        boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
    },
    [`& [${CONTENT_UNDER}] .${ACTION_CELL}::before`]: {
        content: '""',
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: -12,
        width: 12,
        pointerEvents: 'none',
        boxShadow: (theme: Theme) => `inset -10px 0 8px -8px ${alpha(theme.palette.common.black, theme.palette.mode === 'dark' ? 0.5 : 0.18)}`,
    },
    [`& .MuiTableRow-hover:hover > .${ACTION_CELL}`]: { backgroundImage: (theme: Theme) => tint(theme.palette.action.hover) },
    [`& ${SELECTED_ROW}`]: { bgcolor: selected },
    [`& ${SELECTED_ROW}.MuiTableRow-hover:hover`]: { bgcolor: selectedHover },
    [`& ${SELECTED_ROW} > .${ACTION_CELL}`]: { backgroundImage: (theme: Theme) => tint(selected(theme)) },
    [`& ${SELECTED_ROW}.MuiTableRow-hover:hover > .${ACTION_CELL}`]: { backgroundImage: (theme: Theme) => tint(selectedHover(theme)) },
    [`& .RaDataTable-headerCell.${ACTION_CELL}`]: { zIndex: 3 },
    [`& .${COMPACT} .MuiTableCell-root`]: { py: '2px', lineHeight: 1.3 },
} as const;

/**
 * A row deleted by someone else since the list was read (a live list): struck through and faded,
 * its action column included, until the list is read again.
 */
export const DELETED_ROW_SX = {
    '& > .MuiTableCell-root': { textDecoration: 'line-through', color: 'text.disabled' },
} as const;
