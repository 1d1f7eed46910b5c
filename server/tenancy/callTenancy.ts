import type { CallContext } from '../core/CallContext';
import type { ServerConfig } from '../core/config';
import type { Database, Db, MerchantScope } from '../core/Db';
import type { Endpoint } from '../core/Endpoint';
import { authorize } from '../core/authorize';
import { ProtocolError } from '../core/ProtocolError';
import { merchantScopeOf } from '../session/loadCallUser';
import { SESSION_EXPIRED_MSG, findSessionCaller, touchSession, type SessionCaller } from '../session/tokens';
import { tableOperationOf, tableOperationRules, tableOperationWrites } from '../tables/handleTableCall';
import type { TableSpec } from '../tables/TableSpec';
import { isPublicPath } from '../../protocol/publicPath';
import { requireInstalledAddon } from './requireInstalledAddon';

/** What the tenancy of a call reads of its request (docs/protocol.md §1–2). */
export interface TenancyRequest {
    /** Under /api/v1/, no leading slash. */
    path: string;
    /** GET or POST (HEAD as GET). */
    method: string;
    params: Record<string, unknown>;
    accesstoken: string;
    supplieruid: string;
}

/** The endpoint or generic table a call reaches. */
export type CallTarget = { endpoint: Endpoint } | { table: TableSpec };

/** What a handler gets of the call besides its merchant, handle and transaction. */
export type CallInput = Pick<CallContext, 'config' | 'params' | 'file' | 'ip' | 'userAgent' | 'lang' | 'schema'>;

/** A call with a token is opened with the one named access it needs before its merchant is known: finding its session. */
export const FINDING_CALLER: MerchantScope = { suid: null, platform: false, named: 'session' };
const NO_MERCHANT: MerchantScope = { suid: null, platform: false };

/** Whether a call may write; every other call is READ ONLY with one snapshot. */
const callWrites = (request: TenancyRequest, target: CallTarget): boolean =>
    'endpoint' in target
        ? target.endpoint.method !== 'GET' || target.endpoint.writes === true
        : tableOperationWrites(tableOperationOf(request.method, request.params));

/**
 * A handle that runs in the call's transaction while it is open, and after it (a file reply
 * streaming its rows) statement by statement in the scope the call ended in: a long download
 * never holds a transaction open.
 */
const callHandle = (tx: Db, afterwards: () => Db | undefined): Db => {
    const current = () => afterwards() ?? tx;
    return {
        query: (sql, params) => current().query(sql, params),
        copyRows: (table, columns, rows) => current().copyRows(table, columns, rows),
        exec: sql => current().exec(sql),
        transaction: fn => current().transaction(fn),
        database: tx.database,
    };
};

/**
 * How a call gets its merchant, its handle and its transaction: the one place that answers it
 * (server/README.md, "Merchants").
 *
 * 1. One transaction per call, on the calls' connection as the application role, opened once:
 *    `READ ONLY` with one snapshot unless the call may write (a POST or ANY call, a GET endpoint
 *    that says `writes`, a table's import or export task). Its nested `db.transaction(fn)` are
 *    savepoints. PostgreSQL's aborts (deadlock, serialization) run the whole call again.
 * 2. A call with a token finds its session and account first, in that same transaction, through
 *    the named access `session`; then it enters its scope: the merchant (the caller's, or the
 *    entry page's for `tenancy: 'entry'`), the platform switch, the writer of its writes and its
 *    own named access (`tenancy: { named }`). A call without a token opens in that scope at once.
 * 3. A non-public call without a live session is refused, then the access rules
 *    (core/authorize) and the merchant's installed addons.
 * 4. A refusal (ProtocolError) keeps what the call wrote (a sign-in's failure count, a reused
 *    token's revocation) and goes out as `status:false`; any other error rolls the call back.
 *    Then the tasks the call left for after its commit run, before the answer goes out.
 */
export const createCallTenancy = ({ db, config }: { db: Database; config: ServerConfig }) => {
    /** The caller behind the token; a `supplieruid` naming another merchant ends the session as a bad token does. */
    const findCaller = async (tx: Db, request: TenancyRequest): Promise<SessionCaller | undefined> => {
        const found = await findSessionCaller(tx, config, request.accesstoken);
        return found && (request.supplieruid === '' || request.supplieruid === found.user.suid) ? found : undefined;
    };

    return async <T>(request: TenancyRequest, target: CallTarget, input: CallInput, handler: (ctx: CallContext) => Promise<T>): Promise<T> => {
        const rules = 'endpoint' in target ? target.endpoint : tableOperationRules(target.table, tableOperationOf(request.method, request.params));
        const tenancy = ('endpoint' in target ? target.endpoint.tenancy : undefined) ?? 'caller';
        const named = typeof tenancy === 'object' ? tenancy.named : undefined;
        // A business entry call acts as the merchant its page names, or the configured one.
        const entry = tenancy === 'entry' ? request.supplieruid || config.entryMerchant : undefined;
        const known: MerchantScope = { suid: entry ?? null, platform: false, ...(named ? { named } : {}) };
        const opening = request.accesstoken ? FINDING_CALLER : known;

        let tasks: Array<() => Promise<void> | void> = [];
        let caller: SessionCaller | undefined;
        let scope = opening;
        let afterwards: Db | undefined;
        let committed = false;
        const outcome = await db.inCall({ readOnly: !callWrites(request, target), scope: opening }, async tx => {
            tasks = [];
            caller = request.accesstoken ? await findCaller(tx, request) : undefined;
            if (!isPublicPath(request.path)) {
                if (!caller) throw new ProtocolError(SESSION_EXPIRED_MSG, 'login');
                authorize(caller.user, request.path, rules);
            }
            const merchant = entry ?? caller?.user.suid ?? null;
            scope =
                caller && merchant === caller.user.suid
                    ? {
                          ...merchantScopeOf(caller.user),
                          writer: { account: caller.user.id, name: caller.user.nickname || caller.user.username, call: request.path },
                          ...(named ? { named } : {}),
                      }
                    : known;
            if (request.accesstoken) await tx.enter(scope);
            if (entry && request.supplieruid) await requireEntryMerchant(tx, entry);
            await requireInstalledAddon(tx, request.path, merchant);
            const ctx: CallContext = {
                ...input,
                db: callHandle(tx, () => (committed ? (afterwards ??= db.forMerchant(scope)) : undefined)),
                user: caller?.user,
                sessionId: caller?.sessionId,
                merchant,
                afterCall: task => void tasks.push(task),
                ...(named
                    ? {
                          enterMerchant: async (entered: MerchantScope) => {
                              scope = entered;
                              await tx.enter(entered);
                          },
                      }
                    : {}),
            };
            try {
                return { value: await handler(ctx) };
            } catch (error) {
                if (error instanceof ProtocolError) return { refusal: error };
                throw error;
            }
        });
        committed = true;
        for (const task of tasks) await task();
        if (caller?.stale) await touchSession(db.forMerchant(NO_MERCHANT), caller);
        if ('refusal' in outcome) throw outcome.refusal;
        return outcome.value;
    };
};

/** The merchant an entry page names must be one of this marketplace: its owner account, seen in its own scope. */
const requireEntryMerchant = async (tx: Db, merchant: string) => {
    const { rows } = await tx.query('SELECT 1 FROM users WHERE suid = $1 AND parent_id IS NULL AND status = 1', [merchant]);
    if (!rows[0]) throw new ProtocolError('入驻的商户不存在，请检查入驻链接');
};
