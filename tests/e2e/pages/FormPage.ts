import { expect, type Locator, type Page } from '@playwright/test';
import type { UploadFile } from './ListPage';
import { escapeRegExp } from './textPattern';
import type { Texts } from './texts';

/**
 * A generated create, edit or action form (src/forms): fields found by their label whatever
 * their kind, its submit and back buttons, field errors and the server's answer. A required
 * field's label carries a mark (`姓名 *`), which a label matches with or without.
 */
export type FieldRole = 'textbox' | 'spinbutton' | 'combobox' | 'switch' | 'checkbox' | 'group' | 'radiogroup';

export class FormPage {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    private t(key: string, values?: Record<string, string | number>) {
        return this.texts.t(key, values);
    }

    /** A field's accessible name: its label, with the required mark (`姓名 *`) or without. */
    private name(label: string): { name: RegExp } {
        return { name: new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`) };
    }

    /** A select's accessible name: its label, then the option it shows (`岗位 * 柜员`). */
    private selectName(label: string): { name: RegExp } {
        return { name: new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?(\\s.*)?$`) };
    }

    private get main(): Locator {
        return this.page.getByRole('main');
    }

    /**
     * The field with this label, whatever its kind (text, select, date, switch, group), or of one
     * role. A number field (spinbutton) needs its role named: a picker's sections are spinbuttons
     * named after their unit (年份, 月份), which a bare label would also find.
     */
    field(label: string, role?: FieldRole): Locator {
        const main = this.main;
        if (role) return main.getByRole(role, role === 'combobox' ? this.selectName(label) : this.name(label));
        const name = this.name(label);
        return main
            .getByRole('textbox', name)
            .or(main.getByRole('combobox', this.selectName(label)))
            .or(main.getByRole('switch', name))
            .or(main.getByRole('group', name))
            .or(main.getByRole('radiogroup', name));
    }

    /** A masked password field (which has no role of its own), by its label. */
    passwordField(label: string): Locator {
        return this.main.locator('input[type="password"]').and(this.main.getByLabel(this.name(label).name));
    }

    /** Types into a text, number, multi-line or password field, replacing what it held. */
    async fill(label: string, value: string) {
        await this.main
            .getByRole('textbox', this.name(label))
            .or(this.main.getByRole('spinbutton', this.name(label)))
            .or(this.passwordField(label))
            .fill(value);
    }

    /** Chooses one option of a select, or several of a multiple select (which then closes). */
    async choose(label: string, ...options: string[]) {
        await this.main.getByRole('combobox', this.selectName(label)).click();
        const list = this.page.getByRole('listbox');
        for (const option of options) await list.getByRole('option', { name: option, exact: true }).click();
        if (await list.isVisible()) await this.page.keyboard.press('Escape');
        await expect(list).toBeHidden();
    }

    /** Chooses both levels of a cascade (a region: province, then city). */
    async chooseCascade(label: string, first: string, second: string, secondLabel = this.t('mc.schema.filter.second', { title: label })) {
        await this.choose(label, first);
        await this.choose(secondLabel, second);
    }

    /** Types a date, time or moment into a picker field (digits fill its sections in order). */
    async typeDate(label: string, text: string) {
        await this.main.getByRole('group', this.name(label)).getByRole('spinbutton').first().click();
        await this.page.keyboard.type(text.replace(/\D/g, ''));
    }

    /** What a picker field shows, e.g. `2027-01-04` (without the bidi isolates MUI X puts around its sections). */
    async dateText(label: string) {
        return ((await this.main.getByRole('group', this.name(label)).textContent()) ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '').trim();
    }

    /** Turns a switch on or off. */
    async setSwitch(label: string, on: boolean) {
        await this.main.getByRole('switch', this.name(label)).setChecked(on);
    }

    /** Ticks or unticks a checkbox (one alone, or an option of a group). */
    async setCheckbox(label: string, on: boolean, group?: string) {
        const scope = group ? this.main.getByRole('group', this.name(group)) : this.main;
        await scope.getByRole('checkbox', { name: label, exact: true }).setChecked(on);
    }

    /** Chooses an option of a radio group. */
    async chooseRadio(group: string, option: string) {
        await this.main.getByRole('radiogroup', this.name(group)).getByRole('radio', { name: option, exact: true }).check();
    }

    /** Picks an image for an image field, as its 选择图片 button's file chooser would (the chooser's input is named by the field's label). */
    async uploadImage(label: string, file: UploadFile) {
        await this.main.getByLabel(label, { exact: true }).setInputFiles(file);
        await expect(this.main.getByRole('img', { name: label, exact: true })).toBeVisible();
    }

    /** The submit button: 保存 on create and edit forms, 提交 on action forms. */
    get submitButton(): Locator {
        return this.main
            .getByRole('button', { name: this.t('ra.action.save'), exact: true })
            .or(this.main.getByRole('button', { name: this.t('mc.schema.page.submit'), exact: true }));
    }

    /** Presses 保存 / 提交. */
    async submit() {
        await this.submitButton.click();
    }

    /** Leaves the form without saving (返回列表). */
    async cancel() {
        await this.main.getByRole('link', { name: this.t('mc.schema.page.back'), exact: true }).click();
    }

    /** The message under a required field left empty (请填写… / 请选择…). */
    requiredError(label: string, kind: 'fill' | 'choose' = 'fill'): Locator {
        return this.page.getByText(this.t(kind === 'fill' ? 'mc.form.required' : 'mc.form.requiredSelect', { label }), { exact: true });
    }

    /** Any message the page shows containing `text`: a field error, the server's refusal, a toast. */
    message(text: string): Locator {
        return this.page.getByText(text);
    }

    /** A message of the console's own catalogue by key, whole (`mc.message.added`: 添加成功!). */
    notice(key: string, values?: Record<string, string | number>): Locator {
        return this.page.getByText(this.t(key, values), { exact: true });
    }

    /** Confirms the console's question (确定要删除么?, 确定要执行“…”么?) with 确定. */
    async confirm() {
        await this.page
            .getByRole('dialog')
            .getByRole('button', { name: this.t('mc.action.confirm'), exact: true })
            .click();
    }
}
