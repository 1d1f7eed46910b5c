import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../core/config';
import type { Database } from '../core/Db';
import { isPublicPath } from '../../protocol/publicPath';
import { handleTableCall } from '../tables/handleTableCall';
import type { TableOperations } from '../tables/TableOperations';
import type { SchemaPowers } from '../core/SchemaPowers';
import { FILE_TYPES, attachmentName, isFileReply, type FileReply } from '../core/FileReply';
import { ProtocolError } from '../core/ProtocolError';
import { createCallTenancy } from '../tenancy/callTenancy';
import { contentDisposition } from './contentDisposition';
import { readCall, type IncomingCall } from './readCall';
import type { RouteRegistry } from './RouteRegistry';
import { sendEnvelope } from './sendEnvelope';
import { sendVersioned } from './sendVersioned';
import { isVersionedReply } from '../core/VersionedReply';
import { verifySignature } from './verifySignature';
import { message, renderMessage } from '../i18n/Message';

export interface DispatchDeps {
    config: ServerConfig;
    /** The database: each call runs in a transaction of its own on the calls' connection (tenancy/callTenancy). */
    db: Database;
    registry: RouteRegistry;
    /** Export and import, as table operations (tables/ knows neither). */
    tableOperations: TableOperations;
    /** The resource designer's powers (core/SchemaPowers), for its calls. */
    schema?: SchemaPowers;
}

class RouteNotFound extends Error {}

/**
 * The one handler of `/api/v1/*`: find the endpoint or generic table, check the signature of
 * non-public paths, run it in its transaction with its merchant, caller and access rules
 * (tenancy/callTenancy), and answer the envelope (or stream the file). Bad input of any kind
 * becomes `status:false`; only a bug becomes HTTP 500.
 */
export const createDispatcher = ({ config, db, registry, tableOperations, schema }: DispatchDeps) => {
    const runCall = createCallTenancy({ db, config });
    const run = async (call: IncomingCall, ip: string, userAgent: string): Promise<unknown> => {
        if (call.problem) throw new ProtocolError(call.problem);
        const method = call.method === 'HEAD' ? 'GET' : call.method;
        const endpoint = registry.endpoint(method, call.path);
        const table = endpoint ? undefined : registry.table(call.path);
        if (!endpoint && !table) throw new RouteNotFound(call.path);
        if (!isPublicPath(call.path)) verifySignature(call, config);
        const input = { config, params: call.params, file: call.file, ip, userAgent, lang: call.lang, schema };
        if (endpoint) return runCall({ ...call, method }, { endpoint }, input, ctx => endpoint.handler(ctx));
        return runCall({ ...call, method }, { table: table! }, input, ctx => handleTableCall(table!, ctx, method, tableOperations));
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
