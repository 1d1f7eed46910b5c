import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../core/config';
import type { Database, Db } from '../core/Db';
import type { Endpoint } from '../core/Endpoint';
import { merchantScopeOf } from '../session/loadCallUser';
import { isPublicPath } from '../../protocol/publicPath';
import { handleTableCall } from '../tables/handleTableCall';
import type { TableOperations } from '../tables/TableOperations';
import { authenticate, type Authenticated } from './authenticate';
import { authorize } from '../core/authorize';
import type { CallContext } from '../core/CallContext';
import { FILE_TYPES, attachmentName, isFileReply, type FileReply } from '../core/FileReply';
import { ProtocolError } from '../core/ProtocolError';
import { contentDisposition } from './contentDisposition';
import { readCall, type IncomingCall } from './readCall';
import { requireInstalledAddon } from './requireInstalledAddon';
import type { RouteRegistry } from './RouteRegistry';
import { sendEnvelope } from './sendEnvelope';
import { sendVersioned } from './sendVersioned';
import { isVersionedReply } from '../core/VersionedReply';
import { verifySignature } from './verifySignature';
import { message, renderMessage } from '../i18n/Message';

export interface DispatchDeps {
    config: ServerConfig;
    /** The owner's handle: each call gets a merchant's handle made from it (`forMerchant`). */
    db: Database;
    registry: RouteRegistry;
    /** Export and import, as table operations (tables/ knows neither). */
    tableOperations: TableOperations;
}

class RouteNotFound extends Error {}

/**
 * The merchant a business entry call is for: the one its page names (`supplieruid`), which must
 * be a merchant of this marketplace, or the configured entry merchant.
 */
const entryMerchantOf = async (db: Db, call: IncomingCall, config: ServerConfig): Promise<string> => {
    if (!call.supplieruid) return config.entryMerchant;
    const { rows } = await db.query('SELECT 1 FROM users WHERE suid = $1 AND parent_id IS NULL AND status = 1', [call.supplieruid]);
    if (!rows[0]) throw new ProtocolError('入驻的商户不存在，请检查入驻链接');
    return call.supplieruid;
};

/** The merchant whose rows a call reaches (Endpoint.tenancy): the caller's, or the entry page's. */
const merchantOf = async (db: Db, endpoint: Endpoint | undefined, call: IncomingCall, config: ServerConfig, auth: Authenticated | undefined) =>
    endpoint?.tenancy === 'entry' ? entryMerchantOf(db, call, config) : (auth?.user.suid ?? null);

/**
 * The one handler of `/api/v1/*`: find the endpoint or generic table, check signature, token and
 * the access rules (industry, account, `api_arr`, the merchant's addons; protocol/accessRules)
 * for non-public paths, run it on its merchant's database handle, and answer the envelope (or
 * stream the file). Bad input of any kind becomes `status:false`; only a bug becomes HTTP 500.
 */
export const createDispatcher = ({ config, db, registry, tableOperations }: DispatchDeps) => {
    const run = async (call: IncomingCall, ip: string, userAgent: string): Promise<unknown> => {
        if (call.problem) throw new ProtocolError(call.problem);
        const method = call.method === 'HEAD' ? 'GET' : call.method;
        const endpoint = registry.endpoint(method, call.path);
        const table = endpoint ? undefined : registry.table(call.path);
        if (!endpoint && !table) throw new RouteNotFound(call.path);

        let auth: Authenticated | undefined;
        if (isPublicPath(call.path)) {
            // A public call may still say who is asking (e.g. social binding); a bad token is ignored.
            if (call.accesstoken) auth = await authenticate(db, config, call).catch(() => undefined);
        } else {
            verifySignature(call, config);
            auth = await authenticate(db, config, call);
            authorize(auth.user, call.path, endpoint ?? table!);
        }
        const merchant = await merchantOf(db, endpoint, call, config, auth);
        // Every call but the named system ones runs as the application role, in its merchant:
        // row-level security then keeps it to that merchant's rows whatever its SQL says.
        const handle =
            typeof endpoint?.tenancy === 'object'
                ? db
                : db.forMerchant(
                      auth && merchant === auth.user.suid
                          ? { ...merchantScopeOf(auth.user), writer: { account: auth.user.id, name: auth.user.username, call: call.path } }
                          : { suid: merchant, platform: false }
                  );
        await requireInstalledAddon(handle, call.path, merchant);
        const ctx: CallContext = {
            db: handle,
            config,
            params: call.params,
            user: auth?.user,
            sessionId: auth?.sessionId,
            file: call.file,
            ip,
            userAgent,
            merchant,
            lang: call.lang,
        };
        return endpoint ? endpoint.handler(ctx) : handleTableCall(table!, ctx, method, tableOperations);
    };

    const sendFile = (request: FastifyRequest, reply: FastifyReply, file: FileReply) => {
        const stream = new PassThrough();
        file.write(stream).then(
            () => {
                if (!stream.writableEnded) stream.end();
            },
            error => {
                request.log.error({ err: error }, 'file reply failed');
                stream.destroy(error as Error);
            }
        );
        return reply
            .code(200)
            .header('content-type', FILE_TYPES[file.type].contentType)
            .header('content-disposition', contentDisposition(attachmentName(file)))
            .header('cache-control', 'no-store')
            .send(stream);
    };

    return async (request: FastifyRequest, reply: FastifyReply) => {
        const call = await readCall(request, config);
        try {
            const data = await run(call, request.ip, request.headers['user-agent'] ?? '');
            if (isFileReply(data)) return sendFile(request, reply, data);
            if (isVersionedReply(data)) return sendVersioned(request, reply, config, data, call.plain);
            return sendEnvelope(reply, config, { status: true, msg: 'ok', data: data ?? null }, call.plain);
        } catch (error) {
            if (error instanceof ProtocolError) {
                return sendEnvelope(reply, config, { status: false, msg: error.messageIn(call.lang), data: error.data ?? null }, call.plain);
            }
            if (error instanceof RouteNotFound) {
                const msg = renderMessage(message('接口不存在：{path}', { path: call.path }), call.lang);
                return sendEnvelope(reply, config, { status: false, msg, data: null }, call.plain, 404);
            }
            request.log.error({ err: error, path: call.path }, 'call failed');
            return sendEnvelope(reply, config, { status: false, msg: renderMessage('服务器内部错误，请稍后再试', call.lang), data: null }, call.plain, 500);
        } finally {
            await call.cleanup();
        }
    };
};
