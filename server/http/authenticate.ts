import type { ServerConfig } from '../core/config';
import type { Db } from '../core/Db';
import { loadCallUser } from '../session/loadCallUser';
import { SESSION_EXPIRED_MSG, findAccessSession } from '../session/tokens';
import type { CallUser } from '../core/CallUser';
import { ProtocolError } from '../core/ProtocolError';
import type { IncomingCall } from './readCall';

export interface Authenticated {
    user: CallUser;
    sessionId: number;
}

/**
 * The caller behind the access token. Missing, unknown, expired, idle and revoked tokens, a
 * disabled account, and a `supplieruid` naming another merchant all end the session alike
 * (`data: "login"`): the console then asks to log in again.
 */
export const authenticate = async (db: Db, config: ServerConfig, call: IncomingCall): Promise<Authenticated> => {
    const session = await findAccessSession(db, config, call.accesstoken);
    const user = session && (await loadCallUser(db, session.user_id));
    if (!session || !user || (call.supplieruid !== '' && call.supplieruid !== user.suid)) {
        throw new ProtocolError(SESSION_EXPIRED_MSG, 'login');
    }
    return { user, sessionId: session.id };
};
