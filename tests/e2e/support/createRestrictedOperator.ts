import { apiSession } from './apiSignIn';
import type { Credentials } from './accounts';

/**
 * As admin, through the API: a role that opens /dealer/store/list but may call no api, and an
 * operator holding it (names ending in `suffix`). Answers the operator's login.
 */
export const createRestrictedOperator = async (baseURL: string, suffix: string): Promise<Credentials> => {
    const { http } = await apiSession(baseURL, 'admin');
    const role = await http.request<{ id: number }>('seller/role/roleadd', {
        body: {
            name: `门店只读${suffix}`,
            description: 'e2e',
            path_arr: JSON.stringify(['/dealer/store/list']),
            api_arr: JSON.stringify([]),
        },
    });
    const username = `clerk${suffix}`;
    const password = 'Clerk@2026';
    await http.request('seller/operator/OperatorAdd', {
        body: { username, password, nickname: '门店助理', phone: '13912345678', role_ids: JSON.stringify([role.id]), status: 1 },
    });
    return { username, password };
};
