import type { FastifyInstance } from 'fastify';

/**
 * Stops listening, lets the calls in flight finish for at most `graceMs`, then cuts the
 * connections that are left; resolves once the app and its onClose hooks are done. Idle
 * keep-alive connections are closed at once (Fastify's default) and a call arriving on a
 * connection meanwhile is answered 503.
 */
export const closeGracefully = async (app: FastifyInstance, graceMs: number) => {
    const timer = setTimeout(() => {
        app.log.warn(`calls still running after ${graceMs} ms: closing their connections`);
        app.server.closeAllConnections();
    }, graceMs);
    try {
        await app.close();
    } finally {
        clearTimeout(timer);
    }
};
