import { expect, type Locator, type Page } from '@playwright/test';
import { textPattern } from './textPattern';
import type { Texts } from './texts';

/** A list's selection: row checkboxes, the selection bar and its batch actions with their dialog. */
export class ListSelection {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    private t(key: string, values?: Record<string, string | number>) {
        return this.texts.t(key, values);
    }

    /** Ticks a row's (or card's) checkbox. */
    async select(row: Locator) {
        await row.getByRole('checkbox', { name: this.t('ra.action.select_row'), exact: true }).check();
    }

    /** The selection bar's text for `count` rows (已选 N 项（跨页保留）). */
    selectionCount(count: number): Locator {
        return this.page.getByText(this.t('mc.schema.selection.count', { count }), { exact: true });
    }

    /** The selection bar's batch actions. */
    get batchActions(): Locator {
        return this.page.getByRole('group', { name: this.t('mc.schema.batch.label'), exact: true });
    }

    /** Clears the selection from the selection bar. */
    async clearSelection() {
        await this.batchActions.getByRole('button', { name: this.t('mc.schema.selection.clear'), exact: true }).click();
    }

    /** Starts a batch action on the selected rows and answers its dialog (still asking to confirm). */
    async startBatch(action: string): Promise<Locator> {
        await this.batchActions.getByRole('button', { name: action, exact: true }).click();
        return this.page.getByRole('dialog', { name: action });
    }

    /** The confirmation a batch dialog asks (确定要对选中的 N 项执行“…”么?). */
    batchQuestion(action: string, count: number): string {
        return this.t('mc.schema.batch.confirm', { count, action });
    }

    /** Confirms a batch dialog: its calls start, one per selected row. */
    async confirmBatch(dialog: Locator) {
        await dialog.getByRole('button', { name: this.t('mc.schema.batch.ok'), exact: true }).click();
    }

    /** The running batch's status line (正在执行“…”：done / total). */
    batchRunning(dialog: Locator, action: string, total: number): Locator {
        return dialog.getByRole('status').filter({ hasText: textPattern(this.texts, 'mc.schema.batch.running', { action, total }) });
    }

    /** The progress bar of a running batch. */
    batchProgress(dialog: Locator): Locator {
        return dialog.getByRole('progressbar', { name: this.t('mc.schema.batch.progress') });
    }

    /** The result line of a finished batch (“…”完成：成功 N 项，失败 M 项). */
    batchResult(dialog: Locator, action: string, succeeded: number, failed: number): Locator {
        return dialog.getByText(this.t('mc.schema.batch.done', { action, succeeded, failed }), { exact: true });
    }

    /** The failures a finished batch lists, one per refused record. */
    batchFailures(dialog: Locator): Locator {
        return dialog.getByRole('list', { name: this.t('mc.schema.batch.label') }).getByRole('listitem');
    }

    /** A failure line's pattern (记录 {id}：{message}). */
    batchFailurePattern(message: string): RegExp {
        return textPattern(this.texts, 'mc.schema.batch.failure', { message }, true);
    }

    /** Closes a finished batch dialog. */
    async closeBatch(dialog: Locator) {
        await dialog.getByRole('button', { name: this.t('mc.schema.batch.close'), exact: true }).click();
        await expect(dialog).toBeHidden();
    }
}
