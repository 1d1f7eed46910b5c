import ExcelJS from 'exceljs';
import { createTestClient, type TestClient } from '../../contract/support/createTestClient';

// The XSS suite's data (xss.spec.ts): payloads written through the API, as admin, into
// server-supplied strings the console shows.

const signInAdmin = async (baseURL: string): Promise<TestClient> => {
    const admin = await createTestClient({ url: baseURL }, { encryption: false });
    await admin.login('admin', 'Admin@2026');
    return admin;
};

/** How many dealers at `baseURL` have a payload as their name: the proof that the run's shared server has none. */
export const payloadDealers = async (baseURL: string, payloads: readonly string[]): Promise<number> => {
    const admin = await signInAdmin(baseURL);
    let dealers = 0;
    for (const p of payloads)
        dealers += (await admin.get<{ count: number }>('seller/dealer/DealerList', { page: 1, _count_sum: true, name: p.slice(0, 50) })).count;
    return dealers;
};

/** What the seeding wrote that the tests open. */
export interface SeededPayloads {
    operatorId: number;
}

const PLACEHOLDER_LOGO = '/api/v1/public/image/placeholder?kind=logo';

/**
 * Writes each payload, as admin, into server-supplied strings the console shows (dealer names and
 * addresses through the import, advert titles, role names, an operator holding those roles, the
 * admin's nickname, the shop name, the entry agreement's HTML). Nothing is put back: xss.spec.ts
 * runs it only against its own throw-away server.
 */
export const seedXssPayloads = async (baseURL: string, payloads: readonly string[]): Promise<SeededPayloads> => {
    const admin = await signInAdmin(baseURL);
    const short = (max: number) => payloads.filter(p => p.length <= max);
    const shop = await admin.get<{ username: string; logo: string }>('seller/supplier/Info').catch(() => ({ username: '', logo: '' }));
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('车商');
    sheet.addRow(['车商名称', '联系人', '联系电话', '详细地址']);
    payloads.forEach((p, i) => sheet.addRow([p.slice(0, 50), p.slice(0, 20), `1390000${String(1000 + i)}`, p]));
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'xss.xlsx');
    form.set('_excel_import', '1');
    await admin.post('seller/dealer/DealerList', form);

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
        await admin.post('seller/content/AdvertAdd', advert);
    }
    const roleIds: number[] = [];
    for (const p of short(20)) {
        roleIds.push((await admin.post<{ id: number }>('seller/role/roleadd', { name: p, description: p, path_arr: '["/dashboard"]', api_arr: '[]' })).id);
    }
    const [nickname] = short(20);
    await admin.post('buyer/user/userEdit', { nickname });
    await admin.post('seller/supplier/InfoSave', { username: short(30)[0], logo: shop.logo || PLACEHOLDER_LOGO });
    await admin.post('seller/content/AgreementAdd', {
        title: short(50)[0],
        type: 1,
        version: 'xss',
        content: `<h2>协议</h2>${payloads.join('<br>')}<p>结束</p>`,
        is_show: 1,
    });
    // An operator holding every payload role: its edit form shows their names as chosen options.
    const username = 'xssoperator';
    await admin.post('seller/operator/OperatorAdd', {
        username,
        password: 'Xss@2026',
        nickname: short(20)[0],
        phone: '13900002222',
        role_ids: JSON.stringify(roleIds),
        status: 1,
    });
    const operators = await admin.get<{ data: Array<{ id: number }> }>('seller/operator/OperatorList', { page: 1, username });
    return { operatorId: operators.data[0].id };
};
