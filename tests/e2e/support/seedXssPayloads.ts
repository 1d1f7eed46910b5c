/**
 * Run with tsx (the browser tests' loader cannot resolve the transport's CommonJS imports):
 * `tsx seedXssPayloads.ts <baseURL> seed <payloads.json>` writes each payload, as admin, into
 * server-supplied strings the console shows (dealer names and addresses through the import,
 * advert titles, a role name, the admin's nickname, the shop name, the entry agreement's HTML)
 * and prints what to put back; `tsx seedXssPayloads.ts <baseURL> restore '<that JSON>'` puts
 * it back, so later tests see the demo data.
 */
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { createTestClient } from '../../contract/support/createTestClient';

const [baseURL, mode, arg] = process.argv.slice(2);
const admin = await createTestClient({ url: baseURL }, { encryption: false });
await admin.login('admin', 'Admin@2026');

const PLACEHOLDER_LOGO = '/api/v1/public/image/placeholder?kind=logo';

interface Restore {
    nickname: string;
    shop: { username: string; logo: string };
    agreementId: number;
    roleIds: number[];
    advertIds: number[];
}

if (mode === 'restore') {
    const restore = JSON.parse(arg) as Restore;
    await admin.post('buyer/user/userEdit', { nickname: restore.nickname });
    await admin.post('seller/supplier/InfoSave', { ...restore.shop, logo: restore.shop.logo || PLACEHOLDER_LOGO });
    await admin.post('seller/content/AgreementDel', { id: restore.agreementId });
    for (const id of restore.roleIds) await admin.post('seller/role/roledel', { id });
    for (const id of restore.advertIds) await admin.post('seller/content/AdvertDel', { id });
    console.log('{}');
} else {
    const payloads = JSON.parse(readFileSync(arg, 'utf8')) as string[];
    const short = (max: number) => payloads.filter(p => p.length <= max);
    const me = await admin.get<{ nickname: string }>('buyer/user/info');
    const shop = await admin.get<{ username: string; logo: string }>('seller/supplier/Info').catch(() => ({ username: '', logo: '' }));

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('车商');
    sheet.addRow(['车商名称', '联系人', '联系电话', '详细地址']);
    payloads.forEach((p, i) => sheet.addRow([p.slice(0, 50), p.slice(0, 20), `1390000${String(1000 + i)}`, p]));
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'xss.xlsx');
    form.set('_excel_import', '1');
    await admin.post('seller/dealer/DealerList', form);

    const advertIds: number[] = [];
    for (const p of payloads) {
        const advert = {
            title: p.slice(0, 50),
            position: 1,
            image: '/api/v1/public/image/placeholder?kind=banner&text=x',
            link: '/pages/x',
            // Highest first: the list sorts by it, so the payloads are on page one.
            sort: 9999,
            is_show: 1,
            start_time: '2026-11-01',
            end_time: '2026-11-11',
        };
        advertIds.push((await admin.post<{ id: number }>('seller/content/AdvertAdd', advert)).id);
    }
    const roleIds: number[] = [];
    for (const p of short(20)) {
        roleIds.push((await admin.post<{ id: number }>('seller/role/roleadd', { name: p, description: p, path_arr: '["/dashboard"]', api_arr: '[]' })).id);
    }
    const [nickname] = short(20);
    await admin.post('buyer/user/userEdit', { nickname });
    await admin.post('seller/supplier/InfoSave', { username: short(30)[0], logo: shop.logo || PLACEHOLDER_LOGO });
    const agreement = await admin.post<{ id: number }>('seller/content/AgreementAdd', {
        title: short(50)[0],
        type: 1,
        version: 'xss',
        content: `<h2>协议</h2>${payloads.join('<br>')}<p>结束</p>`,
        is_show: 1,
    });
    const restore: Restore = { nickname: me.nickname, shop: { username: shop.username, logo: shop.logo }, agreementId: agreement.id, roleIds, advertIds };
    console.log(JSON.stringify(restore));
}
