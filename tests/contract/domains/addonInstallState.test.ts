import { describe, expect, it } from 'vitest';
import { failure, firstPage } from './domainTestKit';
import { signedInServer } from '../support/signedInServer';

// The server's addon calls follow the install state, and the demo seed installs
// what the demo accounts need (jp for the admin's auctions, ngp for the bank's staff area).

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

    it('the bank staff area follows ngp', async () => {
        await admin.post('addons/uninstall', { key: 'ngp' });
        expect((await failure(firstPage(bank, 'addons/ngp/seller/StaffList'))).message).toBe('插件「农商行收银」未安装，请先在插件管理中安装');
        await admin.post('addons/install', { key: 'ngp' });
        expect((await firstPage(bank, 'addons/ngp/seller/CashLogList')).data.length).toBeGreaterThan(0);
    });
});
