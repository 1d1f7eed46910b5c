import type { Page } from '@playwright/test';
import { ListPage } from '../pages/ListPage';
import { textsFor } from '../pages/texts';

// Kept for the specs not yet written on the page objects: use pages/ListPage.ts instead.

/** Waits until the list shows rows again after a change of filters, sort or page. */
export const rowsSettled = (page: Page) => new ListPage(page, textsFor('zh-cn')).hasRows();
