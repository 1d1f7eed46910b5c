/**
 * Run with tsx (the browser tests' loader cannot resolve the transport's CommonJS imports):
 * `tsx createDealerEditor.ts <baseURL> <suffix>`. As admin, creates a role that opens the dealer
 * list and its edit form, and an operator holding it; prints its login and name as JSON.
 */
import { createTestClient } from '../../contract/support/createTestClient';

const [baseURL, suffix] = process.argv.slice(2);
const admin = await createTestClient({ url: baseURL });
await admin.login('admin', 'Admin@2026');
const role = await admin.post<{ id: number }>('seller/role/roleadd', {
    name: `车商编辑${suffix}`,
    description: 'e2e',
    path_arr: JSON.stringify(['/dealer/secondHandCarDealer/list', '/dealer/secondHandCarDealer/edit']),
    api_arr: JSON.stringify(['seller/dealer/DealerList', 'seller/dealer/DealerInfo', 'seller/dealer/DealerEdit']),
});
const username = `editor${suffix}`;
const password = 'Editor@2026';
await admin.post('seller/operator/OperatorAdd', {
    username,
    password,
    nickname: '车商编辑员',
    phone: '13912345679',
    role_ids: JSON.stringify([role.id]),
    status: 1,
});
console.log(JSON.stringify({ username, password }));
