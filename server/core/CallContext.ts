import type { Db, MerchantScope } from './Db';
import type { CallUser } from './CallUser';
import type { ServerConfig } from './config';
import type { UploadedFile } from './UploadedFile';
import type { Lang } from '../../protocol/lang';
import type { SchemaPowers } from './SchemaPowers';

/** Everything a handler gets of one call: the database, the configuration, the caller and the input. */
export interface CallContext {
    /**
     * The call's handle: its statements run in the call's one transaction (tenancy/callTenancy),
     * as the application role, in the call's merchant; `db.transaction(fn)` is a savepoint in it.
     * What a file reply reads after the call answered runs statement by statement in the same scope.
     */
    db: Db;
    config: ServerConfig;
    /** Query parameters and top-level body fields (body wins), as received. */
    params: Record<string, unknown>;
    /** Undefined only for public calls without a token. */
    user: CallUser | undefined;
    /**
     * The merchant whose rows the call reaches (`db` sees only those): the caller's, the entry
     * page's for the business entry calls, none (null) for a public call without a token.
     */
    merchant: string | null;
    /** The session the access token belongs to (logout revokes it). */
    sessionId?: number;
    file?: UploadedFile;
    /** Client address (behind a proxy, as `MC_TRUST_PROXY` allows it to say), for login logs and throttling. */
    ip: string;
    /** The language the caller reads (`lang` header): titles, labels and messages are written in it. */
    lang: Lang;
    /** The client's User-Agent, for the device list of its sessions. */
    userAgent: string;
    /**
     * Runs `task` once the call's transaction has committed (its writes visible to every
     * connection), before the answer goes out: waking the export queue, the owner's VACUUM.
     */
    afterCall(task: () => Promise<void> | void): void;
    /**
     * Named calls only (`tenancy: { named }`): enters the merchant the call learned as it ran (a
     * sign-in, once the account is found). The rest of the transaction is that merchant's.
     */
    enterMerchant?(scope: MerchantScope): Promise<void>;
    /** The resource designer's powers (core/SchemaPowers), where the running server grants them. */
    schema?: SchemaPowers;
}
