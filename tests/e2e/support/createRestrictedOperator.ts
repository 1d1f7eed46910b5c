/**
 * Run with tsx (the browser tests' loader cannot resolve the transport's CommonJS imports):
 * `tsx createRestrictedOperator.ts <baseURL> <suffix>`. As admin, creates a role that opens
 * /dealer/store/list but may call no api, and an operator holding it; prints its login as JSON.
 */
import { createOperatorWithRole } from './operatorWithRole';

const [baseURL, suffix] = process.argv.slice(2);
const login = await createOperatorWithRole(baseURL, {
    role: { name: `门店只读${suffix}`, paths: ['/dealer/store/list'], apis: [] },
    username: `clerk${suffix}`,
    password: 'Clerk@2026',
    nickname: '门店助理',
    phone: '13912345678',
});
console.log(JSON.stringify(login));
