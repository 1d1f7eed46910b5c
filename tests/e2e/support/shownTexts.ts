import type { Page } from '@playwright/test';

/** What kind of text an operator reads, as the language walk names it. */
export type TextKind = 'table header' | 'filter label' | 'form label' | 'option label' | 'dialog' | 'notification';

export interface ShownText {
    kind: TextKind;
    text: string;
}

/**
 * The texts of the page that are the console's or the server's words, not data, by kind:
 *
 * - table headers (`thead th`), and in the body only the cells of option columns (`td.column-<name>`
 *   of a select, checkbox or cascade column of the definition: 待审核 is a label, 宝马X3 is data);
 * - filter labels (labels, legends and accessible names in the `search` region);
 * - form labels (every other label and legend of the open view);
 * - option labels of an open list box;
 * - dialogs (their visible text: a dialog holds no stored data in this console) and
 *   notifications (alerts and snackbars).
 *
 * Everything else (table body cells of other columns, input values, a record page's values) is
 * data and left out: names, plates and addresses are never translated.
 */
export const shownTexts = (page: Page, view: string, optionColumns: readonly string[]): Promise<ShownText[]> =>
    page.evaluate(
        ({ view, optionColumns }) => {
            const shown: Array<{ kind: string; text: string }> = [];
            const root = document.querySelector(view) ?? document.body;
            const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0;
            const add = (kind: string, text: string | null | undefined) => {
                const trimmed = (text ?? '').replace(/\s+/g, ' ').trim();
                if (trimmed) shown.push({ kind, text: trimmed });
            };
            const each = (scope: ParentNode, selector: string, kind: string) =>
                scope.querySelectorAll(selector).forEach(element => {
                    if (visible(element)) add(kind, (element as HTMLElement).innerText);
                });
            each(root, 'thead th', 'table header');
            for (const name of optionColumns) each(root, `tbody td.column-${CSS.escape(name)}`, 'option label');
            const search = root.querySelector('[role="search"]');
            if (search) {
                each(search, 'label, legend', 'filter label');
                search.querySelectorAll('[aria-label]').forEach(element => add('filter label', element.getAttribute('aria-label')));
            }
            root.querySelectorAll('label, legend').forEach(element => {
                if (!search?.contains(element) && visible(element)) add('form label', (element as HTMLElement).innerText);
            });
            each(document, '[role="listbox"] [role="option"]', 'option label');
            each(document, '[role="dialog"], [role="alertdialog"]', 'dialog');
            each(document, '[role="alert"], .MuiSnackbarContent-message', 'notification');
            return shown;
        },
        { view, optionColumns }
    ) as Promise<ShownText[]>;
