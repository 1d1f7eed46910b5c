import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import type { ServerConfig } from './core/config';
import type { Database } from './core/Db';
import { openDb } from './db/openDb';
import { assignedRowsNotice } from './db/assignedRowsNotice';
import { applyRowSecurity } from './db/rowSecurity';
import { refreshStatistics } from './db/refreshStatistics';
import { runMigrations } from './db/runMigrations';
import { tableOwners } from './domains/tableOwners';
import { isUnseeded, seedDatabase } from './db/seedDatabase';
import type { SeedOptions } from './db/SeedOptions';
import type { Domain } from './domains/Domain';
import { applyDeclarations } from './declared/applyDeclarations';
import { ensureTableVersions } from './db/tableVersions';
import { ensureRecordHistory } from './db/recordHistory';
import { historyTables, withRecordHistory } from './history/withRecordHistory';
import { purgeRevisions, schedulePurge } from './history/purgeRevisions';
import { declaredDomain } from './declared/declaredDomain';
import { readTableDeclarations, twoPartNotice } from './declared/readTableDeclarations';
import { createExportTask } from './export/createExportTask';
import { createExportWorker } from './export/createExportWorker';
import { syncExport } from './export/syncExport';
import { closeGracefully } from './http/closeGracefully';
import { createDispatcher } from './http/dispatch';
import { registerHealthEndpoints } from './http/healthEndpoints';
import { MALFORMED_JSON, clearUploads, requestLang } from './http/readCall';
import { openApiDocument } from './http/openapi/openApiDocument';
import { createRouteRegistry } from './http/RouteRegistry';
import { registerKefuFrame } from './http/kefuFrame';
import { apiHeaders, consoleHeaders } from './http/securityHeaders';
import { serveConsole } from './http/serveConsole';
import { importRows } from './import/importRows';
import { importTemplate } from './import/importTemplate';
import type { TableOperations } from './tables/TableOperations';
import { renderMessage } from './i18n/Message';

/** `MC_TRUST_PROXY` as Fastify takes it: a hop count becomes proxy-addr's "trust the first n hops". */
const fastifyTrustProxy = (trust: ServerConfig['trustProxy']) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

/** The Fastify app over an open, migrated database: `/config.json`, `/api/v1/*` and the console. */
export const buildApp = async (config: ServerConfig, db: Database, domains: Domain[]): Promise<FastifyInstance> => {
    const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 2 * 1024 * 1024, trustProxy: fastifyTrustProxy(config.trustProxy) });

    // First, so that every route (the 404 handler's too) has the headers, and the API and chat
    // frame routes their own (http/securityHeaders.ts).
    await app.register(helmet, consoleHeaders(config));

    // Malformed JSON is bad input, answered status:false by the dispatcher, not a Fastify 400.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        if (!body) return done(null, undefined);
        try {
            done(null, JSON.parse(body as string));
        } catch {
            done(null, MALFORMED_JSON);
        }
    });
    // Any other body type carries no parameters; it is read and dropped rather than refused.
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
    await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 100, fieldSize: 1024 * 1024 } });

    const registry = createRouteRegistry(withRecordHistory(domains));
    const worker = createExportWorker({ db, config, registry, log: app.log });
    app.addHook('onClose', () => worker.stop());
    // Revisions past the retention go, across merchants, as the owner (docs/protocol.md §16).
    const stopPurge = schedulePurge(
        () => purgeRevisions(db, config.historyDays),
        error => app.log.error({ err: error }, 'purging record revisions failed')
    );
    app.addHook('onClose', stopPurge);
    // Export and import reach tables/ only as operations handed in here (tables/ imports neither).
    const tableOperations: TableOperations = {
        // Statistics follow the new rows (PGlite has no autovacuum): VACUUM is the tables' owner's.
        import: (spec, ctx) => importRows(spec, ctx, { refreshStatistics: table => refreshStatistics(db, [table]) }),
        importTemplate: async (spec, ctx) => importTemplate(spec, ctx.lang),
        export: syncExport,
        exportTask: (spec, ctx) => createExportTask(spec, ctx, { wakeExports: worker.wake }),
    };

    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error({ err: error }, 'request failed');
        const msg = renderMessage(status === 413 ? '请求内容过大' : status === 500 ? '服务器内部错误，请稍后再试' : '请求无法解析', requestLang(request));
        return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ status: false, msg, data: null });
    });

    registerHealthEndpoints(app, db);
    app.get('/config.json', (_request, reply) => reply.header('cache-control', 'no-store').send(config.client));
    // The contract of these very routes, declared tables included (docs/protocol.md §13). Built at
    // the first request and kept: few servers are ever asked, and the document is large.
    let openApi: ReturnType<typeof openApiDocument> | undefined;
    app.get('/openapi.json', (_request, reply) =>
        reply.header('cache-control', 'no-store').send((openApi ??= openApiDocument(registry, { encryptionMarker: config.client.encryptionMarker })))
    );
    app.route({
        method: ['GET', 'POST'],
        url: '/api/v1/*',
        helmet: apiHeaders(config),
        handler: createDispatcher({ config, db, registry, tableOperations }),
    });
    registerKefuFrame(app, config);
    await serveConsole(app, config);
    return app;
};

/** The OpenAPI document a server with this configuration serves: every domain and the declared tables. */
export const referenceOpenApi = async (config: ServerConfig) => {
    const declared = await readTableDeclarations(config.tablesDir, { optional: config.tablesDirIsDefault });
    const domains = [...(await import('./domains/index')).domains, ...declared.map(declaredDomain)];
    return openApiDocument(createRouteRegistry(withRecordHistory(domains)), { encryptionMarker: config.client.encryptionMarker });
};

export interface RunningServer {
    /** `http://host:port`, no trailing slash. */
    url: string;
    app: FastifyInstance;
    db: Database;
    config: ServerConfig;
    /** What the start-up found worth telling (declared columns added, kept or retyped). */
    notices: string[];
    /** Declaration files still in the two-part form, each with the command that upgrades it (logged at start-up). */
    twoPartNotices: string[];
    close(): Promise<void>;
}

export interface StartOptions {
    /** The domains to serve (default: every domain, and the tables declared in `config.tablesDir`). */
    domains?: Domain[];
    /** Seed an empty database (default true). */
    seed?: boolean;
    seedOptions?: SeedOptions;
}

/** The advisory lock instances starting together on one database take turns on (migrate, seed). */
export const STARTUP_LOCK = 0x4d43_0001;

/** Opens the database, migrates, seeds it when empty, and listens. */
export const startServer = async (config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> => {
    // A bad declaration stops the start before the database is touched (all or nothing).
    const declared = options.domains ? [] : await readTableDeclarations(config.tablesDir, { optional: config.tablesDirIsDefault });
    const domains = [...(options.domains ?? (await import('./domains/index')).domains), ...declared.map(declaredDomain)];
    const db = await openDb(config);
    try {
        // What start-up tells the log: rows given a merchant; declared columns added, kept or retyped.
        let merchantNotices: string[] = [];
        let notices: string[] = [];
        await db.exclusive(STARTUP_LOCK, async () => {
            const applied = await runMigrations(db, domains);
            merchantNotices = await assignedRowsNotice(db, domains, applied);
            notices = await applyDeclarations(db, declared);
            // A declared table created just now missed runMigrations' write counters: its deep pages need them too.
            await ensureTableVersions(
                db,
                declared.map(({ declaration }) => declaration.table)
            );
            // Every record the calls write, declared ones too, gets its version and revisions.
            await ensureRecordHistory(db, historyTables(domains));
            merchantNotices.push(...(await applyRowSecurity(db, tableOwners(domains), config.appRole)));
            if (options.seed !== false && (await isUnseeded(db))) await seedDatabase(db, domains, options.seedOptions);
        });
        await clearUploads(config);
        const app = await buildApp(config, db, domains);
        for (const notice of merchantNotices) app.log.warn(notice);
        const twoPartNotices = declared.filter(table => table.twoPart).map(table => twoPartNotice(table.file));
        for (const notice of [...notices, ...twoPartNotices]) app.log.warn(`table declarations: ${notice}`);
        await app.listen({ port: config.port, host: config.host });
        const address = app.server.address();
        const port = typeof address === 'object' && address ? address.port : config.port;
        const host = config.host.includes(':') ? `[${config.host}]` : config.host;
        return {
            url: `http://${host}:${port}`,
            app,
            db,
            config: { ...config, port },
            notices,
            twoPartNotices,
            async close() {
                await closeGracefully(app, config.shutdownGraceMs);
                await db.close();
            },
        };
    } catch (error) {
        await db.close();
        throw error;
    }
};
