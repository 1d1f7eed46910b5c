import { describe, expect, it } from 'vitest';
import { failure, firstPage } from './domainTestKit';
import { signedInServer } from '../support/signedInServer';

// The server's addon calls follow the install state of the caller's merchant, and the demo seed
// installs what the demo accounts need (jp for the admin's auctions, ngp for the bank's staff area).

const { admin, bank } = signedInServer(['admin', 'bank'], { encryption: false });

const installed = async () =>
    (await admin.get<Array<{ key: string; installed: boolean }>>('addons/public/SupplierAddonList')).filter(addon => addon.installed).map(addon => addon.key);

describe('addon calls follow the install state', () => {
    it('the demo seed installs jp and ngp, so the demo accounts can work', async () => {
        expect(await installed()).toEqual(expect.arrayContaining(['jp', 'ngp']));
        expect((await firstPage(admin, 'addons/jp/seller/AuctionList')).data.length).toBeGreaterThan(0);
        expect((await firstPage(bank, 'addons/ngp/seller/StaffList')).data.length).toBeGreaterThan(0);
    });

    it('an uninstalled addon refuses its calls, the definition too, and answers again once installed', async () => {
        await admin.post('addons/uninstall', { key: 'jp' });
        const refused = '插件「车辆竞拍」未安装，请先在插件管理中安装';
        expect((await failure(firstPage(admin, 'addons/jp/seller/AuctionList'))).message).toBe(refused);
        expect((await failure(admin.get('addons/jp/seller/BidRecordList'))).message).toBe(refused);
        expect((await failure(admin.post('addons/jp/seller/ConfirmSave', { id: 1 }))).message).toBe(refused);
        // Other areas and the plugin manager itself are untouched.
        expect((await firstPage(admin, 'seller/cars/CarList')).data.length).toBeGreaterThan(0);
        expect(await installed()).not.toContain('jp');

        await admin.post('addons/install', { key: 'jp' });
        expect((await firstPage(admin, 'addons/jp/seller/AuctionList')).data.length).toBeGreaterThan(0);
    });

    it("the bank staff area follows the bank's own ngp install, not another merchant's", async () => {
        await admin.post('addons/uninstall', { key: 'ngp' });
        expect((await firstPage(bank, 'addons/ngp/seller/StaffList')).data.length).toBeGreaterThan(0);
        expect((await bank.get<Array<{ key: string; installed: boolean }>>('addons/public/SupplierAddonList')).find(a => a.key === 'ngp')?.installed).toBe(
            true
        );

        await bank.post('addons/uninstall', { key: 'ngp' });
        expect((await failure(firstPage(bank, 'addons/ngp/seller/StaffList'))).message).toBe('插件「农商行收银」未安装，请先在插件管理中安装');
        expect(await installed()).not.toContain('ngp');
        await bank.post('addons/install', { key: 'ngp' });
        await admin.post('addons/install', { key: 'ngp' });
        expect((await firstPage(bank, 'addons/ngp/seller/CashLogList')).data.length).toBeGreaterThan(0);
    });

    it('an install or uninstall clicked twice at once changes the state once', async () => {
        const both = await Promise.allSettled([admin.post('addons/install', { key: 'lottery' }), admin.post('addons/install', { key: 'lottery' })]);
        expect(both.filter(result => result.status === 'fulfilled')).toHaveLength(1);
        expect(await installed()).toContain('lottery');
        const again = await Promise.allSettled([admin.post('addons/uninstall', { key: 'lottery' }), admin.post('addons/uninstall', { key: 'lottery' })]);
        expect(again.filter(result => result.status === 'fulfilled')).toHaveLength(1);
        expect(await installed()).not.toContain('lottery');
    });
});
