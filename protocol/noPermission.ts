/**
 * The exact message of a refused call (docs/console.md §8). The server sends it; the console recognises a
 * permission error by it, so the two must use the same text.
 */
export const NO_PERMISSION_TEXT = '没有此操作权限';
