import { startServer } from './app';
import { loadServerConfig } from './core/config';
import { TableDeclarationError } from './declared/readTableDeclarations';
import { demoAccounts } from './domains/core/demoAccounts';

/** `npm start` / `npm run serve`: the reference server with the console, seeded on first start. */
const main = async () => {
    const config = loadServerConfig();
    const server = await startServer(config);
    // Stops listening, finishes the calls in flight, gives export leases back (each step bounded by
    // MC_SHUTDOWN_GRACE_MS); a database that no longer answers cannot keep the process alive.
    const shutdown = async (signal: string) => {
        server.app.log.info(`${signal}: shutting down`);
        const bound = new Promise(resolve => setTimeout(resolve, 2 * config.shutdownGraceMs + 1000).unref());
        await Promise.race([server.close().catch(error => server.app.log.error({ err: error }, 'shutdown failed')), bound]);
        process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));

    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    const width = Math.max(...demoAccounts.map(a => a.username.length)) + 2;
    console.log(
        [
            '',
            `Merchant Center is running at ${server.url}  (data: ${where})`,
            '',
            'Demo logins:',
            ...demoAccounts.map(a => `  ${a.username.padEnd(width)}${a.password.padEnd(16)}${a.industry.padEnd(12)}${a.who}`),
            '',
        ].join('\n')
    );
};

main().catch(error => {
    // A configuration mistake is said as the list of problems, without a stack trace.
    console.error(error instanceof TableDeclarationError ? error.message : error);
    process.exit(1);
});
