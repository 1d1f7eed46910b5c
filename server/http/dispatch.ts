import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../core/config';
import type { Db } from '../core/Db';
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
import { verifySignature } from './verifySignature';

export interface DispatchDeps {
    config: ServerConfig;
    db: Db;
    registry: RouteRegistry;
    /** Export and import, as table operations (tables/ knows neither). */
    tableOperations: TableOperations;
}

class RouteNotFound extends Error {}

const INTERNAL_ERROR_MSG = '服务器内部错误，请稍后再试';

/**
 * The one handler of `/api/v1/*`: find the endpoint or generic table, check signature, token,
 * industry and `api_arr` for non-public paths, run it, and answer the envelope (or stream the
 * file). Bad input of any kind becomes `status:false`; only a bug becomes HTTP 500.
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
        await requireInstalledAddon(db, call.path);
        const ctx: CallContext = { db, config, params: call.params, user: auth?.user, sessionId: auth?.sessionId, file: call.file, ip, userAgent };
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
            return sendEnvelope(reply, config, { status: true, msg: 'ok', data: data ?? null }, call.plain);
        } catch (error) {
            if (error instanceof ProtocolError) {
                return sendEnvelope(reply, config, { status: false, msg: error.message, data: error.data ?? null }, call.plain);
            }
            if (error instanceof RouteNotFound) {
                return sendEnvelope(reply, config, { status: false, msg: `接口不存在：${call.path}`, data: null }, call.plain, 404);
            }
            request.log.error({ err: error, path: call.path }, 'call failed');
            return sendEnvelope(reply, config, { status: false, msg: INTERNAL_ERROR_MSG, data: null }, call.plain, 500);
        } finally {
            await call.cleanup();
        }
    };
};
