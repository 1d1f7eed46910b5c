import type { FastifyInstance } from 'fastify';

/** How often, while stopping, the connections whose calls have ended since are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops listening, lets the calls in flight finish for at most `graceMs`, then cuts the
 * connections that are left; resolves once the app and its onClose hooks are done. A call
 * arriving on a connection meanwhile is answered 503. Idle keep-alive connections are closed at
 * once (Fastify's default), and so is each connection whose call ends during the grace period:
 * Node closes only those idle when the stop begins, and a client keeps a connection it may reuse
 * open for as long as the server's keep-alive timeout, which would hold the stop to its grace.
 */
export const closeGracefully = async (app: FastifyInstance, graceMs: number) => {
    const timer = setTimeout(() => {
        app.log.warn(`calls still running after ${graceMs} ms: closing their connections`);
        app.server.closeAllConnections();
    }, graceMs);
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
        await app.close();
    } finally {
        clearTimeout(timer);
        clearInterval(sweep);
    }
};
