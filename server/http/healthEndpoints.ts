import type { FastifyInstance } from 'fastify';
import type { Db } from '../core/Db';

/** How long /readyz waits for the database before calling it unreachable. */
const READY_PROBE_MS = 3000;

const withinProbeTime = <T>(promise: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no answer')), READY_PROBE_MS);
        promise.then(resolve, reject).finally(() => clearTimeout(timer));
    });

/**
 * For a load balancer or orchestrator: `/healthz` answers while the process is up (restart it
 * when it does not); `/readyz` answers 200 only while the database answers, the migrations are
 * in (the app is built after them) and the instance is not shutting down (send it calls).
 */
export const registerHealthEndpoints = (app: FastifyInstance, db: Db) => {
    let closing = false;
    app.addHook('preClose', async () => {
        closing = true;
    });
    app.get('/healthz', (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
    app.get('/readyz', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        if (closing) return reply.code(503).send({ status: 'closing' });
        try {
            await withinProbeTime(db.query('SELECT count(*) AS n FROM schema_migrations'));
            return reply.send({ status: 'ready' });
        } catch {
            return reply.code(503).send({ status: 'database unreachable' });
        }
    });
};
