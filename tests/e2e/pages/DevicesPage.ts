import { expect, type Locator, type Page } from '@playwright/test';
import type { Texts } from './texts';

/** The profile's 登录设备 page (/profile/devices): where the account is signed in, and signing sessions out. */
export class DevicesPage {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    readonly table = () => this.page.getByRole('table', { name: this.texts.t('mc.route.profile_devices') });
    /** One row per sign-in, this session's first. */
    readonly rows = () => this.table().locator('tbody').getByRole('row');
    /** The row of this browser's own session (marked 当前会话). */
    readonly currentRow = () => this.rows().filter({ hasText: this.texts.t('mc.devices.current') });
    /** The row of the sign-in that came from this address. */
    readonly rowFrom = (address: string) => this.rows().filter({ has: this.page.getByRole('cell', { name: address, exact: true }) });
    readonly signOutOthersButton = () => this.page.getByRole('button', { name: this.texts.t('mc.devices.signOutOthers') });

    /** The user opens the page by its address and waits for the list. */
    async goto() {
        await this.page.goto('/profile/devices');
        await expect(this.table()).toBeVisible();
    }

    /** The user signs out the session of one row, confirming, and waits for the row to go. */
    async signOut(row: Locator) {
        await row.getByRole('button', { name: this.texts.t('mc.devices.signOut') }).click();
        await this.confirm();
        await expect(row).toHaveCount(0);
    }

    /** The user signs out every other session, confirming, and waits until only this one is listed. */
    async signOutOthers() {
        await this.signOutOthersButton().click();
        await this.confirm();
        await expect(this.rows()).toHaveCount(1);
    }

    private async confirm() {
        const dialog = this.page.getByRole('dialog');
        await dialog.getByRole('button', { name: this.texts.t('mc.action.confirm') }).click();
        await expect(dialog).toBeHidden();
    }
}
