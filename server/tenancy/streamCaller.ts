import type { ServerConfig } from '../core/config';
import type { Database } from '../core/Db';
import { ProtocolError } from '../core/ProtocolError';
import { SESSION_EXPIRED_MSG, findSessionCaller, type SessionCaller } from '../session/tokens';
import { FINDING_CALLER } from './callTenancy';

/**
 * The caller of a held-open stream (server/live), found as a call finds it (callTenancy) but in a
 * short READ ONLY transaction of its own: the stream outlives any call's transaction. A missing,
 * unknown or ended token, or a `supplieruid` naming another merchant, ends the session alike.
 */
export const streamCaller = async (db: Database, config: ServerConfig, request: { accesstoken: string; supplieruid: string }): Promise<SessionCaller> => {
    const caller = await db.inCall({ readOnly: true, scope: FINDING_CALLER }, tx => findSessionCaller(tx, config, request.accesstoken));
    if (!caller || (request.supplieruid !== '' && request.supplieruid !== caller.user.suid)) throw new ProtocolError(SESSION_EXPIRED_MSG, 'login');
    return caller;
};
