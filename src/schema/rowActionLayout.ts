/** How many row actions show as buttons; a row with more shows these and a 更多 menu. */
export const MAX_ROW_BUTTONS = 2;

/**
 * The row's applicable actions split into buttons and the 更多 menu: all of them as buttons when
 * they fit, else the first `MAX_ROW_BUTTONS` in catalogue order (the most used come first there)
 * and the rest in the menu, so a row is one line however many routes its list has.
 */
export const rowActionLayout = <T>(actions: readonly T[], max = MAX_ROW_BUTTONS): { buttons: readonly T[]; more: readonly T[] } =>
    actions.length <= max ? { buttons: actions, more: [] } : { buttons: actions.slice(0, max), more: actions.slice(max) };
