import { createServer } from 'node:net';

/** A TCP port nobody listens on right now (never 8080: other tools use it). */
export const freePort = (): Promise<number> =>
    new Promise((resolve, reject) => {
        const server = createServer();
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            const port = typeof address === 'object' && address ? address.port : 0;
            server.close(() => (port && port !== 8080 ? resolve(port) : freePort().then(resolve, reject)));
        });
    });
