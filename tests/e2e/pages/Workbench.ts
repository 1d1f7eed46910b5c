import { expect, type Page } from '@playwright/test';
import type { Texts } from './texts';

/** The to-do cards of the Workbench (`mc.workbench.todo.*`). */
export type TodoCard =
    | 'dealerPendingAudit'
    | 'refundPendingAudit'
    | 'auctionAwaitingConfirm'
    | 'unsoldNotRelisted'
    | 'leadNotContacted'
    | 'carOnSale'
    | 'auctionRunning'
    | 'staffCount'
    | 'cashPending'
    | 'balanceToday';

/** The business charts (`mc.workbench.chart.*`). */
export type WorkbenchChart = 'vehicles' | 'auctions' | 'deposits' | 'onSale';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The Workbench (/dashboard): the shop header, the to-do cards that open their filtered lists,
 * the business charts with their period and breakdown, the refresh button, and the quick
 * navigation panel with its two dialogs.
 */
export class Workbench {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    /** The user opens the Workbench by its address (a page load: its figures as the server has them now). */
    async goto() {
        await this.page.goto('/dashboard');
        await this.settled();
    }

    /** Waits until the Workbench shows its to-do cards (or says there are none): where the console lands after signing in. */
    async settled() {
        await expect(this.todoList().or(this.page.getByText(this.texts.t('mc.workbench.todo.empty')))).toBeVisible();
    }

    // Header
    readonly shop = () => this.page.getByRole('region', { name: this.texts.t('mc.workbench.shop') });
    readonly refreshButton = () => this.page.getByRole('button', { name: this.texts.t('mc.workbench.refresh') });

    /** The user presses 刷新数据: the figures are asked for again, the page stays. */
    async refresh() {
        await this.refreshButton().click();
    }

    // To-do cards
    readonly todoList = () => this.page.getByRole('list', { name: this.texts.t('mc.workbench.todo.title') });
    readonly cards = () => this.todoList().getByRole('link');
    readonly card = (name: TodoCard) => this.todoList().getByRole('link', { name: new RegExp(`^${escape(this.cardLabel(name))}`) });
    readonly cardLabel = (name: TodoCard) => this.texts.t(`mc.workbench.todo.${name}`);

    /** The user reads the number on a card. */
    async cardCount(name: TodoCard): Promise<number> {
        const text = await this.card(name).innerText();
        return Number(text.replace(this.cardLabel(name), '').replace(/[^\d]/g, ''));
    }

    /** The user clicks a card and lands on its list, filtered to the card's records. */
    async openCard(name: TodoCard) {
        await this.card(name).click();
        await expect(this.page).toHaveURL(/filter=/);
    }

    // Charts
    readonly overview = () => this.page.getByRole('region', { name: this.texts.t('mc.workbench.charts.title') });
    readonly chart = (name: WorkbenchChart) => this.page.getByRole('figure', { name: this.texts.t(`mc.workbench.chart.${name}`) });
    readonly charts = () => this.page.getByRole('figure');
    readonly rangeGroup = () => this.page.getByRole('group', { name: this.texts.t('mc.workbench.charts.range') });
    readonly rangeButton = (days: number) =>
        this.rangeGroup().getByRole('button', { name: this.texts.t('mc.workbench.charts.days', { smart_count: days }), exact: true });
    readonly breakdownGroup = () => this.page.getByRole('group', { name: this.texts.t('mc.workbench.chart.breakdown') });
    readonly breakdownButton = (by: 'byBrand' | 'byCategory') =>
        this.breakdownGroup().getByRole('button', { name: this.texts.t(`mc.workbench.chart.${by}`), exact: true });

    /** The user picks the charts' period: the last 7, 30 or 90 days. */
    async chooseRange(days: 7 | 30 | 90) {
        await this.rangeButton(days).click();
        await expect(this.rangeButton(days)).toHaveAttribute('aria-pressed', 'true');
    }

    /** The user picks how the on-sale chart is broken down. */
    async chooseBreakdown(by: 'byBrand' | 'byCategory') {
        await this.breakdownButton(by).click();
        await expect(this.breakdownButton(by)).toHaveAttribute('aria-pressed', 'true');
    }

    // Quick navigation
    readonly quickMenu = () => this.page.getByRole('region', { name: this.texts.t('mc.workbench.quickMenu.title') });
    readonly shortcuts = () => this.quickMenu().getByRole('listitem');
    readonly shortcut = (title: string) => this.quickMenu().getByRole('link', { name: title, exact: true });
    readonly addDialog = () => this.page.getByRole('dialog', { name: this.texts.t('mc.workbench.quickMenu.add') });
    readonly batchDialog = () => this.page.getByRole('dialog', { name: this.texts.t('mc.workbench.quickMenu.addMany') });
    /** The add dialog's page choices; a page already added says so in its text. */
    readonly pageChoices = () => this.page.getByRole('option');
    readonly addedMark = () => this.texts.t('mc.workbench.quickMenu.added');

    /** The user opens 添加快捷菜单 and types into its page field (title or pinyin) to get choices. */
    async startAdding(query?: string) {
        await this.quickMenu()
            .getByRole('button', { name: this.texts.t('mc.workbench.quickMenu.add') })
            .click();
        const field = this.addDialog().getByRole('combobox', { name: this.texts.t('mc.workbench.quickMenu.page') });
        if (query === undefined) await field.click();
        else await field.fill(query);
    }

    /** The user adds one page as a shortcut: types, picks the choice, confirms. */
    async addShortcut(query: string, choice: string | RegExp) {
        await this.startAdding(query);
        await this.pageChoices().filter({ hasText: choice }).first().click();
        await this.confirmDialog(this.addDialog());
    }

    /** The user opens 批量添加. */
    async openBatch() {
        await this.quickMenu()
            .getByRole('button', { name: this.texts.t('mc.workbench.quickMenu.addMany') })
            .click();
        await expect(this.batchDialog()).toBeVisible();
        return this.batchDialog();
    }

    /** The user presses a quick-menu dialog's 确定. */
    async confirmDialog(dialog = this.addDialog()) {
        await dialog.getByRole('button', { name: this.texts.t('mc.action.confirm') }).click();
    }

    /** The user leaves a quick-menu dialog with 取消. */
    async cancelDialog(dialog = this.addDialog()) {
        await dialog.getByRole('button', { name: this.texts.t('mc.action.cancel') }).click();
        await expect(dialog).toHaveCount(0);
    }
}
