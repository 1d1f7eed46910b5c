/**
 * Run with tsx (the browser tests' loader cannot resolve the transport's CommonJS imports):
 * `tsx createDealerEditor.ts <baseURL> <suffix>`. As admin, creates a role that opens the dealer
 * list and its edit form, and an operator holding it; prints its login as JSON.
 */
import { createOperatorWithRole } from './operatorWithRole';

const [baseURL, suffix] = process.argv.slice(2);
const login = await createOperatorWithRole(baseURL, {
    role: {
        name: `车商编辑${suffix}`,
        paths: ['/dealer/secondHandCarDealer/list', '/dealer/secondHandCarDealer/edit'],
        apis: ['seller/dealer/DealerList', 'seller/dealer/DealerInfo', 'seller/dealer/DealerEdit'],
    },
    username: `editor${suffix}`,
    password: 'Editor@2026',
    nickname: '车商编辑员',
    phone: '13912345679',
});
console.log(JSON.stringify(login));
