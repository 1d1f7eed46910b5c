import type { TestClient } from '../support/createTestClient';
import { signIn } from '../support/signedInServer';
import type { TestServer } from '../support/startTestServer';

export { failure } from '../support/failure';

/** A client of the console's real transport, signed in as a demo account, with plain replies. */
export const loggedIn = (server: Pick<TestServer, 'url'>, username: string): Promise<TestClient> => signIn(server, username, { encryption: false });

export interface Page<T = Record<string, unknown>> {
    data: T[];
    count?: number;
    totalrow?: Record<string, unknown>;
}

/** First page of a generic table with its count and totals. */
export const firstPage = <T = Record<string, unknown>>(client: TestClient, api: string, params: Record<string, unknown> = {}) =>
    client.get<Page<T>>(api, { page: 1, limit: 10, _count_sum: true, ...params });
