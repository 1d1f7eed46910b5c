import type { Page } from '@playwright/test';

/**
 * The texts of the visible buttons and tabs that the page draws in capitals by CSS
 * (`text-transform: uppercase`, MUI's default for buttons): in `view`, and in whatever dialog or
 * menu is open. The console's theme sets sentence case for all of them (src/ui/consoleTheme.ts);
 * the English walk holds it to that. A text without a letter that has a case is left out.
 */
export const capitalisedButtons = (page: Page, view: string): Promise<string[]> =>
    page.evaluate(view => {
        const scopes = [document.querySelector(view) ?? document.body, ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]')];
        const found = new Set<string>();
        for (const scope of scopes)
            scope.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"]').forEach(button => {
                const text = (button.textContent ?? '').replace(/\s+/g, ' ').trim();
                if (!/\p{Lowercase_Letter}|\p{Uppercase_Letter}/u.test(text) || !button.getClientRects().length) return;
                if (getComputedStyle(button).textTransform === 'uppercase') found.add(text);
            });
        return [...found];
    }, view);
