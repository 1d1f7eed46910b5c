import { expect, type Locator, type Page } from '@playwright/test';
import { textPattern } from './textPattern';
import type { Texts } from './texts';

export type ExportScope = 'page' | 'selected';
export type ExportTaskState = 'queued' | 'running' | 'done' | 'expired' | 'unknown';

/**
 * The asynchronous export of a list (异步导出: columns and range, then 创建导出任务) and the
 * export-task drawer it opens (导出任务: each task's state, its download and delete).
 */
export class ExportDrawer {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    private t(key: string, values?: Record<string, string | number>) {
        return this.texts.t(key, values);
    }

    /** The 异步导出 dialog. */
    get dialog(): Locator {
        return this.page.getByRole('dialog', { name: this.t('mc.schema.asyncExport.title') });
    }

    /** Opens the 异步导出 dialog from the list's toolbar. */
    async start(): Promise<Locator> {
        await this.page.getByRole('button', { name: this.t('mc.schema.asyncExport.button'), exact: true }).click();
        await expect(this.dialog).toBeVisible();
        return this.dialog;
    }

    /** A range radio: the current page, or the selected rows (选中的行（N 行）). */
    scope(scope: ExportScope, selected = 0): Locator {
        const name = scope === 'page' ? this.t('mc.schema.asyncExport.page') : this.t('mc.schema.asyncExport.selected', { count: selected });
        return this.dialog.getByRole('radio', { name, exact: true });
    }

    /** Chooses the range to export. */
    async chooseScope(scope: ExportScope, selected = 0) {
        await this.scope(scope, selected).check();
    }

    /** A column's checkbox in the dialog. */
    column(title: string): Locator {
        return this.dialog.getByRole('checkbox', { name: title, exact: true });
    }

    /** Ticks or unticks a column to export. */
    async setColumn(title: string, on: boolean) {
        await this.column(title).setChecked(on);
    }

    /** Presses 创建导出任务 and waits for the dialog to close on the server's answer. */
    async create() {
        await this.dialog.getByRole('button', { name: this.t('mc.schema.asyncExport.submit'), exact: true }).click();
        await expect(this.dialog).toBeHidden();
    }

    /** The notice that the task was created. */
    get created(): Locator {
        return this.page.getByText(this.t('mc.schema.asyncExport.created'), { exact: true });
    }

    /** The export-task drawer. */
    get drawer(): Locator {
        return this.page.getByRole('region', { name: this.t('mc.layout.exportTasks.title') });
    }

    /** Opens the drawer from the navbar's 导出任务 button (when it is closed). */
    async open(): Promise<Locator> {
        if (!(await this.drawer.isVisible())) await this.page.getByRole('button', { name: this.t('mc.layout.exportTasks.title'), exact: true }).click();
        await expect(this.drawer).toBeVisible();
        return this.drawer;
    }

    /** Closes the drawer. */
    async close() {
        await this.page.keyboard.press('Escape');
        await expect(this.drawer).toBeHidden();
    }

    /** The tasks, newest first. */
    get tasks(): Locator {
        return this.drawer.getByRole('list', { name: this.t('mc.layout.exportTasks.title') }).getByRole('listitem');
    }

    /** The drawer's text when there is no task. */
    get empty(): Locator {
        return this.drawer.getByText(this.t('mc.layout.exportTasks.empty'), { exact: true });
    }

    /** A task's state chip (排队中, 导出中, 已完成, 已过期). */
    state(task: Locator, state: ExportTaskState): Locator {
        return task.getByText(this.t(`mc.layout.exportTasks.state.${state}`), { exact: true });
    }

    /** Waits until a task is done (the drawer polls while one is queued or running). */
    async waitDone(task: Locator = this.tasks.first()) {
        await expect(this.state(task, 'done')).toBeVisible({ timeout: 30_000 });
    }

    /** Downloads a finished task and answers the download (its signed URL is `download.url()`). */
    async download(task: Locator = this.tasks.first()) {
        const download = this.page.waitForEvent('download');
        await task.getByRole('button', { name: textPattern(this.texts, 'mc.layout.exportTasks.downloadOne', {}, true) }).click();
        return download;
    }

    /** Deletes a task, confirming the question. */
    async delete(task: Locator = this.tasks.first()) {
        await task.getByRole('button', { name: textPattern(this.texts, 'mc.layout.exportTasks.deleteOne', {}, true) }).click();
        await this.page
            .getByRole('dialog')
            .getByRole('button', { name: this.t('mc.action.confirm'), exact: true })
            .click();
    }
}
