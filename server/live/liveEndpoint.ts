import type { FastifyReply, FastifyRequest } from 'fastify';
import { LAST_EVENT_ID_PARAM } from '../../protocol/liveEvents';
import { LIVE_EVENTS_PATH } from '../../protocol/liveEvents';
import type { ServerConfig } from '../core/config';
import type { Database } from '../core/Db';
import { authorize, type CallTarget } from '../core/authorize';
import { ProtocolError } from '../core/ProtocolError';
import { renderMessage } from '../i18n/Message';
import { readCall } from '../http/readCall';
import { sendEnvelope } from '../http/sendEnvelope';
import { verifySignature } from '../http/verifySignature';
import { streamCaller } from '../tenancy/streamCaller';
import type { LiveHub } from './createLiveHub';

declare module 'fastify' {
    interface FastifyInstance {
        /** The live stream's fan-out, when the app serves the stream (its figures, for tests and the bench). */
        liveHub?: LiveHub;
    }
}

/** Who may open the stream: every signed-in account, whatever its role (it only ever carries what the caller may read). */
export const LIVE_TARGET: CallTarget = { industries: 'all', anyRole: true };

const headerText = (request: FastifyRequest, name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
};

/**
 * GET /api/v1/seller/live/Events (docs/protocol.md §17): authenticated as a URL opened in a new
 * window (the signed query of §1, since EventSource sends no headers), refused with the same
 * envelopes as any call, then held open as `text/event-stream` and handed to the hub.
 */
export const liveEventsHandler =
    ({ config, db, hub }: { config: ServerConfig; db: Database; hub: LiveHub }) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
        const call = await readCall(request, config);
        try {
            if (call.problem) throw new ProtocolError(call.problem);
            verifySignature(call, config);
            const auth = await streamCaller(db, config, call);
            authorize(auth.user, LIVE_EVENTS_PATH, LIVE_TARGET);
            const { rows } = await db.query<{ access_expire: number }>('SELECT access_expire FROM sessions WHERE id = $1', [auth.sessionId]);
            const given = headerText(request, 'last-event-id') ?? call.params[LAST_EVENT_ID_PARAM];

            // From here on the response is the stream: written as it goes, never through Fastify's serializer.
            reply.hijack();
            const response = reply.raw;
            response.writeHead(200, {
                ...(reply.getHeaders() as Record<string, string>),
                'content-type': 'text/event-stream; charset=utf-8',
                'cache-control': 'no-store',
                // A buffering proxy (nginx) would hold events back.
                'x-accel-buffering': 'no',
                // The connection ends with the stream: kept alive, a stream's connection outlives a
                // stop's sweep of idle connections, and the stop waits out its grace period for it.
                connection: 'close',
            });
            response.socket?.setNoDelay(true);
            const stream = await hub.open({
                user: auth.user,
                sessionId: auth.sessionId,
                lang: call.lang,
                expiresAt: Number(rows[0]?.access_expire ?? 0),
                resumeFrom: typeof given === 'string' && given !== '' ? given : undefined,
                sink: {
                    write: text => {
                        if (!response.destroyed && !response.writableEnded) response.write(text);
                        return response.writableLength;
                    },
                    end: () => response.end(),
                    destroy: () => response.destroy(),
                },
            });
            response.on('close', () => stream.close());
        } catch (error) {
            if (reply.sent || reply.raw.headersSent) {
                request.log.error({ err: error }, 'live stream failed');
                reply.raw.destroy();
                return;
            }
            if (error instanceof ProtocolError) {
                return sendEnvelope(reply, config, { status: false, msg: error.messageIn(call.lang), data: error.data ?? null }, call.plain);
            }
            request.log.error({ err: error }, 'live stream failed');
            return sendEnvelope(reply, config, { status: false, msg: renderMessage('服务器内部错误，请稍后再试', call.lang), data: null }, call.plain, 500);
        } finally {
            await call.cleanup();
        }
    };
