import { apiSession } from './apiSignIn';
import type { Credentials } from './accounts';

export interface OperatorWithRole {
    /** The role's name, its page routes (path_arr) and calls (api_arr). */
    role: { name: string; paths: string[]; apis: string[] };
    username: string;
    password: string;
    nickname: string;
    phone: string;
}

/** As admin, through the API: a role and an operator holding it. Answers the operator's login and the name it goes by. */
export const createOperatorWithRole = async (
    baseURL: string,
    { role, username, password, nickname, phone }: OperatorWithRole
): Promise<Credentials & { nickname: string }> => {
    const { http } = await apiSession(baseURL, 'admin');
    const { id } = await http.request<{ id: number }>('seller/role/roleadd', {
        body: { name: role.name, description: 'e2e', path_arr: JSON.stringify(role.paths), api_arr: JSON.stringify(role.apis) },
    });
    await http.request('seller/operator/OperatorAdd', { body: { username, password, nickname, phone, role_ids: JSON.stringify([id]), status: 1 } });
    return { username, password, nickname };
};
