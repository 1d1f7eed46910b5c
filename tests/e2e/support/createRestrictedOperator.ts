/**
 * Run with tsx (the browser tests' loader cannot resolve the transport's CommonJS imports):
 * `tsx createRestrictedOperator.ts <baseURL> <suffix>`. As admin, creates a role that opens
 * /dealer/store/list but may call no api, and an operator holding it; prints its login as JSON.
 */
import { createTestClient } from '../../contract/support/createTestClient';

const [baseURL, suffix] = process.argv.slice(2);
const admin = await createTestClient({ url: baseURL });
await admin.login('admin', 'Admin@2026');
const role = await admin.post<{ id: number }>('seller/role/roleadd', {
    name: `门店只读${suffix}`,
    description: 'e2e',
    path_arr: JSON.stringify(['/dealer/store/list']),
    api_arr: JSON.stringify([]),
});
const username = `clerk${suffix}`;
const password = 'Clerk@2026';
await admin.post('seller/operator/OperatorAdd', {
    username,
    password,
    nickname: '门店助理',
    phone: '13912345678',
    role_ids: JSON.stringify([role.id]),
    status: 1,
});
console.log(JSON.stringify({ username, password }));
