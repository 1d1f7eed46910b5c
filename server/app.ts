import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
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
import { readTableDeclarations, twoPartNotice, type DeclaredTable } from './declared/readTableDeclarations';
import { createExportTask } from './export/createExportTask';
import { createExportWorker } from './export/createExportWorker';
import { syncExport } from './export/syncExport';
import { closeGracefully } from './http/closeGracefully';
import { createDispatcher } from './http/dispatch';
import { registerHealthEndpoints } from './http/healthEndpoints';
import { MALFORMED_JSON, clearUploads, requestLang } from './http/readCall';
import { openApiDocument } from './http/openapi/openApiDocument';
import { createRouteRegistry } from './http/RouteRegistry';
import { createServedRoutes, type ServedRoutes } from './http/servedRoutes';
import type { SchemaPowers } from './core/SchemaPowers';
import { designedTables, designsStamp } from './designer/designedTables';
import { fileVersions } from './designer/fileVersions';
import { registerKefuFrame } from './http/kefuFrame';
import { apiHeaders, consoleHeaders } from './http/securityHeaders';
import { serveConsole } from './http/serveConsole';
import { importRows } from './import/importRows';
import { importTemplate } from './import/importTemplate';
import type { TableOperations } from './tables/TableOperations';
import { renderMessage } from './i18n/Message';
import { redactedUrl } from './http/redactedUrl';
import { LIVE_EVENTS_PATH } from '../protocol/liveEvents';
import { createLiveHub, type LiveHub } from './live/createLiveHub';
import { followChannel } from './live/followChannel';
import { liveEventsHandler } from './live/liveEndpoint';
import { livePaths } from './live/livePathItem';
import { liveRoutes, followedTables } from './live/liveRoutes';
import { followTables, installLive, liveChannelOf, notifyCatalogue, watchedTables, type WatchedTable } from './live/liveSchema';

/** `MC_TRUST_PROXY` as Fastify takes it: a hop count becomes proxy-addr's "trust the first n hops". */
const fastifyTrustProxy = (trust: ServerConfig['trustProxy']) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

/** A request as the log writes it: the URL without the secrets a signed query carries (server/http/redactedUrl). */
const requestForLog = (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
});

export interface AppOptions {
    /** The tables the live stream follows (`installLive`'s answer); without them the app serves no stream. */
    live?: readonly WatchedTable[];
    /** Where the log goes (default standard output). */
    logStream?: Writable;
    /** The tables made in the resource designer, served beside the domains and changed at run time (server/designer). */
    designed?: readonly DeclaredTable[];
    /** The tables declaration files declare (read-only to the designer). */
    declaredFiles?: readonly DeclaredTable[];
    /** How often the server looks for designer changes made on another instance (default 1 s). */
    designerPollMs?: number;
}

/** The resource designer's powers over this server (core/SchemaPowers): its lock, its owner, its routes and the live stream. */
const designerPowers = (
    db: Database,
    domains: readonly Domain[],
    routes: ServedRoutes,
    declaredFiles: readonly DeclaredTable[],
    { live, changed, sync }: { live: boolean; changed: () => Promise<void>; sync: () => Promise<void> }
): SchemaPowers & { reloadNow(): Promise<void> } => {
    const files = new Map(declaredFiles.map(({ declaration }) => [declaration.table, declaration]));
    const tables = new Set(Object.keys(tableOwners(domains)));
    // A table several built-in lists read (auctions, confirmations, unsold) is shown once, by its domain's first list.
    const builtin = new Map<string, unknown>();
    for (const declaration of domains.flatMap(domain => domain.declarations ?? []))
        if (!builtin.has(declaration.table)) builtin.set(declaration.table, declaration);
    const paths = new Set([...routes.base.endpoints().map(endpoint => endpoint.path), ...routes.base.tables().map(spec => spec.api)]);
    return {
        underStartupLock: (reason, fn) => db.exclusive(STARTUP_LOCK, () => db.acrossMerchants(reason).transaction(fn)),
        reserved: () => ({ tables, paths, files, builtin }),
        acrossMerchants: reason => db.acrossMerchants(reason),
        connections: db.connections,
        publish: async (tx, tables) => {
            if (!live) return;
            await followTables(tx, tables);
            await notifyCatalogue(tx, tables);
        },
        reload: sync,
        reloadNow: async () => {
            const { tables: designed, problems } = await designedTables(db.acrossMerchants('the resource designer: its tables'), new Set(files.keys()));
            routes.serve(designed.map(declaredDomain));
            await changed();
            if (problems.length) throw new Error(problems.join('\n'));
        },
    };
};

/** The Fastify app over an open, migrated database: `/config.json`, `/api/v1/*` and the console. */
export const buildApp = async (config: ServerConfig, db: Database, domains: Domain[], options: AppOptions = {}): Promise<FastifyInstance> => {
    const app = Fastify({
        logger: { level: config.logLevel, serializers: { req: requestForLog }, ...(options.logStream ? { stream: options.logStream } : {}) },
        bodyLimit: 2 * 1024 * 1024,
        trustProxy: fastifyTrustProxy(config.trustProxy),
    });

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

    // The contract of these very routes is built at the first request and kept until a designer change.
    let openApi: ReturnType<typeof openApiDocument> | undefined;
    const registry = createServedRoutes(domains, (options.designed ?? []).map(declaredDomain));
    const live = config.live && options.live;
    let hub: LiveHub | undefined;
    // The designs this instance serves, brought up to date one reload at a time: after a save here,
    // at another instance's catalogue notification, or at a poll (the fallback, and the only way without the stream).
    let stamp = await designsStamp(db.acrossMerchants('the resource designer: its versions'));
    let syncing: Promise<void> = Promise.resolve();
    const syncDesigns = () => {
        const run = syncing.then(async () => {
            const now = await designsStamp(db.acrossMerchants('the resource designer: its versions'));
            if (now === stamp) return;
            stamp = now;
            await schema.reloadNow();
        });
        syncing = run.catch(() => undefined);
        return run;
    };
    const schema = designerPowers(db, domains, registry, options.declaredFiles ?? [], {
        live: !!live,
        sync: syncDesigns,
        changed: async () => {
            openApi = undefined;
            // The live stream reaches the lists of the tables served now (a designed table's triggers came with its save).
            hub?.reroute(liveRoutes(registry, await watchedTables(db, followedTables(registry))));
        },
    });
    const poll = setInterval(() => {
        syncDesigns().catch(error => app.log.error({ err: error }, 'reading the designed tables failed'));
    }, options.designerPollMs ?? 1000);
    poll.unref();
    app.addHook('onClose', () => clearInterval(poll));
    const worker = createExportWorker({ db, config, registry, log: app.log });
    app.addHook('onClose', () => worker.stop());
    // Revisions past the retention go, across merchants, as the owner (docs/protocol.md §16); 0 days keeps them all.
    if (config.historyDays > 0) {
        const stopPurge = schedulePurge(
            () => purgeRevisions(db.acrossMerchants('the retention purge of record revisions'), config.historyDays),
            error => app.log.error({ err: error }, 'purging record revisions failed')
        );
        app.addHook('onClose', stopPurge);
    }
    // Export and import reach tables/ only as operations handed in here (tables/ imports neither).
    const tableOperations: TableOperations = {
        // Statistics follow the new rows (PGlite has no autovacuum): VACUUM is the tables' owner's,
        // and runs outside a transaction, once the call's has committed the rows.
        import: (spec, ctx) => importRows(spec, ctx, { refreshStatistics: async table => ctx.afterCall(() => refreshStatistics(db, [table])) }),
        importTemplate: async (spec, ctx) => importTemplate(spec, ctx.lang),
        export: syncExport,
        // The queue sees the new task once the call's transaction has committed it.
        exportTask: (spec, ctx) => createExportTask(spec, ctx, { wakeExports: () => ctx.afterCall(worker.wake) }),
    };

    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error({ err: error }, 'request failed');
        const msg = renderMessage(status === 413 ? '请求内容过大' : status === 500 ? '服务器内部错误，请稍后再试' : '请求无法解析', requestLang(request));
        return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ status: false, msg, data: null });
    });

    // Ready while the calls' connection answers.
    registerHealthEndpoints(app, db.forMerchant({ suid: null, platform: false }));
    app.get('/config.json', (_request, reply) => reply.header('cache-control', 'no-store').send(config.client));
    // The live stream (server/live), before the generic route: its one LISTEN, the fan-out, its call.
    if (live) {
        // The hub reads every merchant's streams' users, addons and export tasks: a named reason, as the owner.
        const liveHub = createLiveHub({
            db: db.acrossMerchants('the live stream: its streams’ accounts, addons and export tasks'),
            config,
            routes: liveRoutes(registry, live),
            log: app.log,
            // Another instance's save: served here before this instance's streams hear of it.
            catalogueChanged: () => syncDesigns(),
        });
        hub = liveHub;
        const follower = await followChannel(db, await liveChannelOf(db), { notify: liveHub.notify, resumed: liveHub.resync, log: app.log });
        // Streams end before the server waits for the calls in flight: their clients go elsewhere at
        // once. The LISTEN connection stops after, so the server stops listening without waiting for it.
        app.addHook('preClose', () => liveHub.close());
        app.addHook('onClose', () => follower.stop());
        app.get(`/api/v1/${LIVE_EVENTS_PATH}`, { helmet: apiHeaders(config) }, liveEventsHandler({ config, db, hub: liveHub }));
        app.decorate('liveHub', liveHub);
    }
    // The contract of these very routes, declared tables included (docs/protocol.md §13). Built at
    // the first request and kept: few servers are ever asked, and the document is large.
    const extraPaths = livePaths(!!live);
    app.get('/openapi.json', (_request, reply) =>
        reply
            .header('cache-control', 'no-store')
            .send((openApi ??= openApiDocument(registry, { encryptionMarker: config.client.encryptionMarker, extraPaths })))
    );
    app.route({
        method: ['GET', 'POST'],
        url: '/api/v1/*',
        helmet: apiHeaders(config),
        handler: createDispatcher({ config, db, registry, tableOperations, schema }),
    });
    registerKefuFrame(app, config);
    await serveConsole(app, config);
    return app;
};

/** The OpenAPI document a server with this configuration serves: every domain and the declared tables. */
export const referenceOpenApi = async (config: ServerConfig) => {
    const declared = await readTableDeclarations(config.tablesDir, { optional: config.tablesDirIsDefault });
    const domains = [...(await import('./domains/index')).domains, ...declared.map(declaredDomain)];
    const extraPaths = livePaths(config.live);
    return openApiDocument(createRouteRegistry(withRecordHistory(domains)), { encryptionMarker: config.client.encryptionMarker, extraPaths });
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
    /** The live stream's fan-out, when the server serves the stream (its figures). */
    liveHub?: LiveHub;
    close(): Promise<void>;
}

export interface StartOptions {
    /** The domains to serve (default: every domain, and the tables declared in `config.tablesDir`). */
    domains?: Domain[];
    /** Seed an empty database (default true). */
    seed?: boolean;
    seedOptions?: SeedOptions;
    /** Where the log goes (default standard output). */
    logStream?: Writable;
    /** How often the server looks for designs saved on another instance (default 1 s). */
    designerPollMs?: number;
}

/**
 * What start-up says of the two connections (server/README.md, "Merchants"): one URL keeps the
 * calls on the owner's connection, as the application role. PGlite needs no setting.
 */
export const connectionNotices = ({ owner, separate, embedded }: Database['connections']): string[] =>
    embedded || separate
        ? []
        : [
              `database: one URL (DATABASE_URL): the calls run on the tables' owner's connection (${owner}) as the application role; set MC_OWNER_DATABASE_URL to the owner's and DATABASE_URL to a role that owns no table to give them a connection of their own (server/README.md, "Merchants")`,
          ];

/** A declaration file's path as a designed table's version names it: from the working directory when it is inside it. */
const declarationFilePath = (dir: string, file: string) => {
    const full = path.join(dir, file);
    const relative = path.relative(process.cwd(), full);
    return relative.startsWith('..') || path.isAbsolute(relative) ? full : relative;
};

/** The advisory lock instances starting together on one database take turns on (migrate, seed). */
export const STARTUP_LOCK = 0x4d43_0001;

/**
 * The database as every start leaves it, in the start-up lock: migrated, its declarations and
 * the resource designer's tables applied, versions and revisions on the records, row-level
 * security and the named accesses, seeded when empty (unless `seed` is false), the live
 * stream's triggers. Answers what start-up tells the log: how the database is reached, rows
 * given a merchant, declared columns added, kept or retyped; the tables the live stream
 * follows; and the designer's tables, to serve.
 */
export const prepareDatabase = async (
    db: Database,
    config: ServerConfig,
    domains: Domain[],
    declared: readonly DeclaredTable[],
    options: Pick<StartOptions, 'seed' | 'seedOptions'> = {}
): Promise<{ merchantNotices: string[]; notices: string[]; watched: WatchedTable[]; designed: DeclaredTable[] }> => {
    const merchantNotices: string[] = connectionNotices(db.connections);
    const notices: string[] = [];
    let watched: WatchedTable[] = [];
    let designed: DeclaredTable[] = [];
    await db.exclusive(STARTUP_LOCK, async () => {
        const startup = db.acrossMerchants('start-up: migrations, declarations and the first seed');
        // A file that arrived for a table made in the designer is that table's next version, and manages it from now on.
        const arrived = await fileVersions(startup, declared, file => declarationFilePath(config.tablesDir, file));
        notices.push(
            ...arrived.map(table => `${table}: made in the resource designer, now declared by a file: stored as its next version; the file manages it`)
        );
        // The tables made in the resource designer are served and brought up to date as the files' are.
        const designs = await designedTables(startup, new Set(declared.map(({ declaration }) => declaration.table)));
        designed = designs.tables;
        notices.push(...designs.problems);
        const withDesigned = [...domains, ...designed.map(declaredDomain)];
        const applied = await runMigrations(startup, withDesigned);
        merchantNotices.push(...(await assignedRowsNotice(startup, withDesigned, applied)));
        notices.push(...(await applyDeclarations(startup, [...declared, ...designed])));
        // A declared table created just now missed runMigrations' write counters: its deep pages need them too.
        await ensureTableVersions(
            startup,
            [...declared, ...designed].map(({ declaration }) => declaration.table)
        );
        // Every record the calls write, declared ones too, gets its version and revisions.
        await ensureRecordHistory(startup, historyTables(withDesigned));
        merchantNotices.push(...(await applyRowSecurity(db, tableOwners(withDesigned), config.appRole, db.connections)));
        if (options.seed !== false && (await isUnseeded(startup))) await seedDatabase(db, domains, options.seedOptions);
        // Every list's table notifies its writes at commit (after the seed, which nobody follows); with MC_LIVE=off the triggers go.
        watched = await installLive(startup, followedTables(createRouteRegistry(withDesigned)), { enabled: config.live });
        // Running instances serve the file's version, and their streams hear of it.
        if (config.live && arrived.length) await notifyCatalogue(startup, arrived);
    });
    return { merchantNotices, notices, watched, designed };
};

/** Opens the database, migrates, seeds it when empty, and listens. */
export const startServer = async (config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> => {
    // A bad declaration stops the start before the database is touched (all or nothing).
    const declared = options.domains ? [] : await readTableDeclarations(config.tablesDir, { optional: config.tablesDirIsDefault });
    const domains = [...(options.domains ?? (await import('./domains/index')).domains), ...declared.map(declaredDomain)];
    const db = await openDb(config);
    try {
        const { merchantNotices, notices, watched, designed } = await prepareDatabase(db, config, domains, declared, options);
        await clearUploads(config);
        const app = await buildApp(config, db, domains, {
            live: watched,
            logStream: options.logStream,
            designed,
            declaredFiles: declared,
            designerPollMs: options.designerPollMs,
        });
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
            liveHub: app.liveHub,
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
