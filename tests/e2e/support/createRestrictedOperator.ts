import type { Credentials } from './accounts';
import { createOperatorWithRole } from './operatorWithRole';

/**
 * As admin, through the API: a role that opens /dealer/store/list but may call no api, and an
 * operator holding it (names ending in `suffix`). Answers the operator's login.
 */
export const createRestrictedOperator = (baseURL: string, suffix: string): Promise<Credentials & { nickname: string }> =>
    createOperatorWithRole(baseURL, {
        role: { name: `门店只读${suffix}`, paths: ['/dealer/store/list'], apis: [] },
        username: `clerk${suffix}`,
        password: 'Clerk@2026',
        nickname: '门店助理',
        phone: '13912345678',
    });
