import { expect, type Locator, type Page } from '@playwright/test';
import { lastOpenedUrl, recordWindowOpen } from './downloads';
import type { Texts } from './texts';

export type Density = 'standard' | 'compact';
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A list's toolbar and what its buttons open: 新增, 刷新列表, density, the column chooser, 导出 and 导入 with its result. */
export class ListToolbar {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    private t(key: string, values?: Record<string, string | number>) {
        return this.texts.t(key, values);
    }

    /** A toolbar button by its catalogue key (`mc.schema.export.button`, …). */
    toolbarButton(key: string): Locator {
        return this.page.getByRole('button', { name: this.t(key), exact: true });
    }

    /** The 新增 link, shown only when the user may open the list's create route. */
    createLink(): Locator {
        return this.page.getByRole('link', { name: this.t('mc.schema.page.create'), exact: true });
    }

    /** The 新增 link of a list whose create route the user may open. */
    async create() {
        await this.page.getByRole('link', { name: this.t('mc.schema.page.create'), exact: true }).click();
    }

    /** Presses 刷新列表. */
    async refresh() {
        await this.toolbarButton('mc.schema.refresh').click();
    }

    /** A density button (标准 / 紧凑); `aria-pressed` says which is on. */
    densityButton(density: Density): Locator {
        return this.toolbarButton(`mc.schema.density.${density}`);
    }

    /** Switches the rows to standard or compact height. */
    async setDensity(density: Density) {
        await this.densityButton(density).click();
    }

    /** The column chooser (显示的列). */
    get columnChooser(): Locator {
        return this.page.getByRole('dialog', { name: this.t('mc.schema.columns.title') });
    }

    /** Opens the column chooser from 列设置. */
    async openColumnChooser(): Promise<Locator> {
        if (!(await this.columnChooser.isVisible())) await this.toolbarButton('mc.schema.columns.button').click();
        await expect(this.columnChooser).toBeVisible();
        return this.columnChooser;
    }

    /** Shows or hides a column in the chooser (it stays open). */
    async toggleColumn(title: string) {
        await (await this.openColumnChooser()).getByRole('checkbox', { name: title, exact: true }).click();
    }

    /** Moves a column one place up or down in the chooser. */
    async moveColumn(title: string, direction: 'up' | 'down') {
        const key = direction === 'up' ? 'mc.schema.columns.moveUp' : 'mc.schema.columns.moveDown';
        await (await this.openColumnChooser()).getByRole('button', { name: this.t(key, { title }), exact: true }).click();
    }

    /** Closes the column chooser. */
    async closeColumnChooser() {
        await this.page.keyboard.press('Escape');
        await expect(this.columnChooser).toBeHidden();
    }

    // ——— export and import ———

    /** Presses 导出 (the synchronous export) and answers the signed URL it opens. */
    async exportNow(): Promise<string> {
        await recordWindowOpen(this.page);
        await this.toolbarButton('mc.schema.export.button').click();
        return lastOpenedUrl(this.page);
    }

    /** Downloads the import template (导入 → 下载导入模板) and answers its signed URL. */
    async importTemplateUrl(): Promise<string> {
        await recordWindowOpen(this.page);
        await this.toolbarButton('mc.schema.import.button').click();
        await this.page.getByRole('menuitem', { name: this.t('mc.schema.import.template'), exact: true }).click();
        return lastOpenedUrl(this.page);
    }

    /** Imports a file (导入 → 上传文件导入, then the file chooser). */
    async importFile(file: UploadFile) {
        await this.toolbarButton('mc.schema.import.button').click();
        const chooser = this.page.waitForEvent('filechooser');
        await this.page.getByRole('menuitem', { name: this.t('mc.schema.import.upload'), exact: true }).click();
        await (await chooser).setFiles(file);
    }

    /** The import result dialog. */
    get importResult(): Locator {
        return this.page.getByRole('dialog', { name: this.t('mc.schema.import.resultTitle') });
    }

    /** The import result's summary line (共 N 行，成功导入 N 行，失败 N 行). */
    importSummary(total: number, inserted: number, failed: number): Locator {
        return this.importResult.getByText(this.t('mc.schema.import.summary', { total, inserted, failed }), { exact: true });
    }

    /** Closes the import result. */
    async closeImportResult() {
        await this.importResult.getByRole('button', { name: this.t('mc.schema.import.close'), exact: true }).click();
    }
}
