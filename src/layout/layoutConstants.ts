/**
 * The business constants of docs/console.md §9 that the shell (layout, workbench, export drawer, chat)
 * uses, in one place so that a change is one edit.
 */

/** Tab bar: at most this many views are kept alive; the least recently used one is dropped. */
export const TAB_CACHE_MAX = 20;

/** Below this width (px), or on a mobile user agent, the menu becomes a drawer. */
export const MOBILE_BREAKPOINT = 992;

/** Export tasks are polled this often (ms) while any is queued (0) or running (1). */
export const EXPORT_POLL_INTERVAL = 3000;

/** Chat widget: the window opens this long (ms) after the frame asks; sizes as CSS lengths. */
export const CHAT_EXPAND_DELAY = 500;
export const CHAT_ICON_SIZE = 56;
export const CHAT_WINDOW_WIDTH = '55vw';
export const CHAT_WINDOW_HEIGHT = '80vh';

/** Menu search (fuse.js). */
export const MENU_SEARCH_THRESHOLD = 0.4;
export const MENU_SEARCH_WEIGHTS = { title: 0.7, pinyin: 0.3, path: 0.3 } as const;

/** Watermark of nickname and phone over the layout. */
export const WATERMARK_OPACITY = 0.15;

/** Avatar thumbnail (px). */
export const AVATAR_SIZE = 80;

/** Dialogs: default width and distance from the top (defined with the dialog paper). */
export { DIALOG_TOP, DIALOG_WIDTH } from '../ui/dialogPaper';

/** Workbench quick-navigation shortcuts. */
export const QUICK_MENU_MAX = 16;
