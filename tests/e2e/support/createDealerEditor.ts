import type { Credentials } from './accounts';
import { createOperatorWithRole } from './operatorWithRole';

/** As admin, through the API: a role that opens the dealer list and its edit form, and an operator holding it. */
export const createDealerEditor = (baseURL: string, suffix: string): Promise<Credentials & { nickname: string }> =>
    createOperatorWithRole(baseURL, {
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
