import type { Locator, Page } from '@playwright/test';

// Helpers for MUI X's date fields and the generated filter form.

/**
 * Types a date into MUI X's field: a group of spinbutton sections (year, month, …) that digits
 * fill in order, whatever the separators of the language's format.
 */
export const typeDate = async (field: Locator, text: string) => {
    await field.getByRole('spinbutton').first().click();
    await field.page().keyboard.type(text.replace(/\D/g, ''));
};

/** Unfolds the list's filter form when it is folded (its choice is remembered per list). */
export const expandFilters = async (page: Page) => {
    const expand = page.getByRole('search').getByRole('button', { name: /^展开/ });
    if (await expand.isVisible()) await expand.click();
};

/** The filter form's 查询. */
export const applyFilters = (page: Page) => page.getByRole('search').getByRole('button', { name: '查询', exact: true }).click();
