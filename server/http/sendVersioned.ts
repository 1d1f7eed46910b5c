import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../core/config';
import { ifNoneMatchHolds, type VersionedReply } from '../core/VersionedReply';
import { sendEnvelope } from './sendEnvelope';

/**
 * A versioned reply (docs/protocol.md §9.1): 304 with its `ETag` and no body when the caller's
 * `If-None-Match` already names it, else the envelope with the `ETag` header.
 */
export const sendVersioned = (request: FastifyRequest, reply: FastifyReply, config: ServerConfig, versioned: VersionedReply, plain: boolean) => {
    reply.header('etag', versioned.etag);
    if (ifNoneMatchHolds(request.headers['if-none-match'], versioned.etag)) return reply.code(304).header('cache-control', 'no-store').send();
    return sendEnvelope(reply, config, { status: true, msg: 'ok', data: versioned.data }, plain);
};
