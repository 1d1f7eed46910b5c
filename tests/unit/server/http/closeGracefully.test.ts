import Fastify from 'fastify';
import { Agent, request } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from '../../../../server/http/closeGracefully';

// A stop waits for the calls in flight, then for nothing else: a connection whose call ends
// during the grace period is closed, though its client would keep it for another call.

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
    for (const app of apps.splice(0)) app.server.closeAllConnections();
});

/**
 * A server whose one route starts its answer at once (its headers sent before any stop, as a
 * download's or a live stream's are) and ends it when `release` is called.
 */
const slowServer = async () => {
    const body = new PassThrough();
    const app = Fastify();
    apps.push(app);
    app.get('/slow', async (_request, reply) => {
        body.write('{"ok":');
        return reply.type('application/json').send(body);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    return { app, port, release: () => body.end('true}') };
};

/**
 * A GET on a keep-alive connection, as a browser or fetch makes it (the body read, the socket
 * kept for another call): resolves once the answer has begun, with the whole answer to come.
 */
const keptAliveGet = (port: number, agent: Agent) =>
    new Promise<{ answer: Promise<{ status: number; body: string }> }>((begun, reject) => {
        request({ host: '127.0.0.1', port, path: '/slow', agent }, response => {
            let body = '';
            response.setEncoding('utf8');
            begun({
                answer: new Promise((resolve, failed) => {
                    response.on('data', chunk => (body += chunk));
                    response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
                    response.on('error', failed);
                }),
            });
        })
            .on('error', reject)
            .end();
    });

describe('closeGracefully', () => {
    it('lets a call in flight finish, then closes its kept-alive connection instead of waiting out the grace period', async () => {
        const { app, port, release } = await slowServer();
        const agent = new Agent({ keepAlive: true });
        const { answer } = await keptAliveGet(port, agent);
        let stopped = false;
        // A grace far beyond the test's timeout: a stop that waited for the idle connection would fail it.
        const stopping = closeGracefully(app, 600_000).then(() => (stopped = true));
        expect(stopped).toBe(false);
        release();
        expect(await answer).toEqual({ status: 200, body: '{"ok":true}' });
        await stopping;
        expect(app.server.listening).toBe(false);
        agent.destroy();
    });

    it('cuts a call that outlives the grace period', async () => {
        const { app, port } = await slowServer();
        const agent = new Agent({ keepAlive: true });
        const answer = (await keptAliveGet(port, agent)).answer.catch(error => error as Error);
        await closeGracefully(app, 200);
        expect(await answer).toBeInstanceOf(Error);
        agent.destroy();
    });
});
