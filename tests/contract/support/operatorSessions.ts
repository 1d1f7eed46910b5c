import { expect } from 'vitest';
import { firstPage } from '../domains/domainTestKit';
import type { TestClient } from './createTestClient';
import { failure } from './failure';

/**
 * Operators made by the merchant (`admin`) for session tests: created with the merchant's first
 * role, then signed in through `newClient` (a client of the test's own address).
 */
export const operatorMaker = async (admin: TestClient, newClient: () => Promise<TestClient>) => {
    const roleId = (await firstPage<{ id: number }>(admin, 'seller/role/rolemanage')).data[0].id;
    return {
        roleId,
        async signedInOperator(username: string, password = 'Clerk@2026x') {
            const { id } = await admin.post<{ id: number }>('seller/operator/OperatorAdd', {
                username,
                password,
                nickname: '会话测试',
                phone: '13900002222',
                role_ids: JSON.stringify([roleId]),
                status: 1,
            });
            const session = await newClient();
            await session.login(username, password);
            return { id, session };
        },
    };
};

/** Neither the session's access token nor its refresh token is good any more. */
export const expectSessionEnded = async (session: TestClient) => {
    expect((await failure(session.get('buyer/user/info'))).body).toBe('login');
    expect((await failure(session.refresh())).body).toBe('login');
};
