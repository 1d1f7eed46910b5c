import { createTestClient } from '../../contract/support/createTestClient';

export interface OperatorWithRole {
    /** The role's name, its page routes (path_arr) and calls (api_arr). */
    role: { name: string; paths: string[]; apis: string[] };
    username: string;
    password: string;
    nickname: string;
    phone: string;
}

/**
 * As admin, creates a role and an operator holding it, through the API (for the scripts the
 * browser tests run with tsx: their loader cannot resolve the transport's CommonJS imports).
 */
export const createOperatorWithRole = async (baseURL: string, { role, username, password, nickname, phone }: OperatorWithRole) => {
    const admin = await createTestClient({ url: baseURL });
    await admin.login('admin', 'Admin@2026');
    const { id } = await admin.post<{ id: number }>('seller/role/roleadd', {
        name: role.name,
        description: 'e2e',
        path_arr: JSON.stringify(role.paths),
        api_arr: JSON.stringify(role.apis),
    });
    await admin.post('seller/operator/OperatorAdd', { username, password, nickname, phone, role_ids: JSON.stringify([id]), status: 1 });
    return { username, password };
};
