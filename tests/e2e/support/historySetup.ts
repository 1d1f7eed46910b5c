/**
 * Run with tsx (the browser tests' loader cannot resolve the transport's CommonJS imports):
 * `tsx historySetup.ts <baseURL> <suffix>`. As admin, makes a second operator of the merchant
 * who may open every dealer and store page (a role ticked as the role form ticks it: the pages'
 * calls from the catalogue), and the dealers and the store the record history spec works on;
 * prints them as JSON.
 */
import { catalogue } from '../../../src/app/catalogue';
import { grantedCalls } from '../../../src/permissions/apiGrants';
import { createTestClient } from '../../contract/support/createTestClient';

const [baseURL, suffix] = process.argv.slice(2);
const admin = await createTestClient({ url: baseURL });
await admin.login('admin', 'Admin@2026');
const pages = catalogue
    .filter(entry => entry.path.startsWith('/dealer/secondHandCarDealer/') || entry.path.startsWith('/dealer/store/'))
    .map(entry => entry.path);
const role = await admin.post<{ id: number }>('seller/role/roleadd', {
    name: `车商编辑${suffix}`,
    description: 'e2e',
    path_arr: JSON.stringify(pages),
    api_arr: JSON.stringify(grantedCalls(catalogue, pages)),
});
const editor = { username: `editor${suffix}`, password: 'Editor@2026', nickname: '李四' };
await admin.post('seller/operator/OperatorAdd', { ...editor, phone: '13912345678', role_ids: JSON.stringify([role.id]), status: 1 });

const dealer = async (name: string) =>
    (
        await admin.post<{ id: number }>('seller/dealer/DealerSave', {
            name,
            contact: '张伟',
            phone: '13912345678',
            province: 310000,
            city: 310115,
            address: '世纪大道100号',
            business_scope: ['1'],
        })
    ).id;
const dealers = { merged: await dealer(`合并车行${suffix}`), asked: await dealer(`冲突车行${suffix}`), restored: await dealer(`恢复车行${suffix}`) };
const store = { name: `删除门店${suffix}` };
const storeId = (
    await admin.post<{ id: number }>('seller/dealer/StoreSave', {
        ...store,
        brand: '大众',
        contact: '赵敏',
        phone: '13912345678',
        province: 310000,
        city: 310115,
    })
).id;
console.log(JSON.stringify({ editor, dealers, store: { ...store, id: storeId } }));
