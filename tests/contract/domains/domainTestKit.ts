import { demoAccounts } from '../../../server/domains/core/demoAccounts';
import { createTestClient, type TestClient } from '../support/createTestClient';
import type { TestServer } from '../support/startTestServer';

export { failure } from '../support/failure';

/** A client of the console's real transport, signed in as a demo account. */
export const loggedIn = async (server: TestServer, username: string): Promise<TestClient> => {
    const client = await createTestClient(server, { encryption: false });
    await client.login(username, demoAccounts.find(a => a.username === username)!.password);
    return client;
};

export interface Page<T = Record<string, unknown>> {
    data: T[];
    count?: number;
    totalrow?: Record<string, unknown>;
}

/** First page of a generic table with its count and totals. */
export const firstPage = <T = Record<string, unknown>>(client: TestClient, api: string, params: Record<string, unknown> = {}) =>
    client.get<Page<T>>(api, { page: 1, limit: 10, _count_sum: true, ...params });
