import type { FastifyReply } from 'fastify';
import type { ServerConfig } from '../core/config';
import { encryptEnvelope, type Envelope } from '../../protocol/envelope';

/** docs/protocol.md §4: `MARKER_hex` unless the caller asked for plain JSON or encryption is off. */
export const sendEnvelope = (reply: FastifyReply, config: ServerConfig, envelope: Envelope, plain: boolean, httpStatus = 200) => {
    const json = JSON.stringify(envelope);
    reply.code(httpStatus).header('cache-control', 'no-store');
    if (plain || !config.client.encryption) {
        return reply.type('application/json; charset=utf-8').send(json);
    }
    const body = encryptEnvelope(json, {
        marker: config.client.encryptionMarker,
        keyHex: config.client.aesKeyHex,
        ivHex: config.client.aesIvHex,
    });
    return reply.type('text/plain; charset=utf-8').send(body);
};
