import type { Session } from '../../src/dataProvider/sessionStore';
import { createTestClient } from '../contract/support/createTestClient';
import type { Instance } from './startInstance';

const ADMIN = ['admin', 'Admin@2026'] as const;

/** A client of `instance` carrying `session` (logged in elsewhere). */
export const clientOn = async (instance: Instance, session: Session) => {
    const client = await createTestClient(instance);
    client.session.set(session);
    return client;
};

/** A client of `instance` logged in there as the demo administrator. */
export const loginOn = async (instance: Instance) => {
    const client = await createTestClient(instance);
    await client.login(...ADMIN);
    return client;
};
