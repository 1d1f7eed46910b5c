import type { SxProps, Theme } from '@mui/material';

/** docs/console.md §9: dialogs are half the window wide and start 15vh from the top. */
export const DIALOG_WIDTH = '50%';
export const DIALOG_TOP = '15vh';

/**
 * The paper of every confirmation and form dialog (docs/console.md §9). MUI centres a dialog
 * vertically; `alignSelf` puts it at the top so that `mt` is the distance from the top, and
 * `maxWidth: none` lifts MUI's `sm` cap so that the width really is half the window. Moved down
 * by 15vh, MUI's own height cap would let a long dialog's buttons fall below the window, so the
 * cap takes the 15vh off too (the content scrolls, the title and buttons stay).
 */
export const dialogPaperSx: SxProps<Theme> = {
    width: DIALOG_WIDTH,
    maxWidth: 'none',
    alignSelf: 'flex-start',
    mt: DIALOG_TOP,
    maxHeight: `calc(100% - ${DIALOG_TOP} - 64px)`,
};

/** `slotProps` of an MUI `Dialog` with that paper (extra paper props merged in). */
export const dialogSlotProps = (paper: Record<string, unknown> = {}) => ({ paper: { ...paper, sx: dialogPaperSx } });
