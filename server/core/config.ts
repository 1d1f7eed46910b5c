import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import forge from 'node-forge';
import { parseRuntimeConfig, type RuntimeConfig } from '../../protocol/runtimeConfig';

/**
 * The nearest folder above this module that holds package.json: `server/core/` when run from
 * source, `dist-server/` when run as the built bundle (scripts/buildServer.mjs).
 */
const findProjectRoot = (from: string): string => {
    for (let dir = from; ; dir = path.dirname(dir)) {
        if (existsSync(path.join(dir, 'package.json'))) return dir;
        if (path.dirname(dir) === dir) return path.resolve(from, '..', '..');
    }
};
const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Everything the reference server reads at start. The protocol values come from the console's
 * own `public/config.json`, so the two can only disagree when an environment variable says so,
 * and then `/config.json` is served from these values, not from the file.
 */
export interface ServerConfig {
    port: number;
    host: string;
    /** PGlite data, export files and upload spool live here. */
    dataDir: string;
    /**
     * `postgres://…` (`DATABASE_URL`): use PostgreSQL instead of PGlite. The calls connect with it,
     * as a role that owns no table when `ownerDatabaseUrl` is set too.
     */
    databaseUrl: string | undefined;
    /**
     * `MC_OWNER_DATABASE_URL`: the tables' owner, for start-up, migrations, seeding and named work
     * across merchants. Unset, `databaseUrl` is the owner's too and the calls run on it as
     * `appRole` (server/README.md, "Merchants").
     */
    ownerDatabaseUrl: string | undefined;
    /**
     * The role every merchant's call runs as (`MC_APP_ROLE`, default `mc_app`): not the tables'
     * owner and no superuser, so row-level security holds for it (server/README.md, "Merchants").
     */
    appRole: string;
    /** The merchant a public business entry joins when the page names none (`MC_ENTRY_SUID`). */
    entryMerchant: string;
    /** Table declarations read at start (`MC_TABLES_DIR`, default `server/tables.d`; see server/declared). */
    tablesDir: string;
    /** false: `tablesDir` was named on purpose and must exist. */
    tablesDirIsDefault: boolean;
    /** The built console served at `/`. */
    distDir: string;
    /** What the console is told (`GET /config.json`); the signing and AES values are read here. */
    client: RuntimeConfig;
    rsaPrivateKeyPem: string;
    /** Token lifetimes, seconds. */
    accessTtl: number;
    refreshTtl: number;
    /** A signed call whose timestamp is further than this from the server clock is refused. */
    timestampWindow: number;
    maxUploadBytes: number;
    /** Seconds an async-export file stays downloadable. */
    exportTtl: number;
    /** Failed logins of one username before every login of that username needs a captcha. */
    captchaAfter: number;
    /**
     * Failed logins from one client address, over any usernames, within `addressWindow` seconds:
     * from `addressCaptchaAfter` on every login from that address needs a captcha, from
     * `addressWaitAfter` on it is refused until enough of them are older than the window
     * (server/session/loginThrottle.ts). 0 turns a bound off.
     */
    addressCaptchaAfter: number;
    addressWaitAfter: number;
    addressWindow: number;
    /** Seconds without a call after which a session ends (0: never); a refresh does not count as a call. */
    sessionIdle: number;
    /**
     * Seconds after a rotation in which the spent refresh token presented again is only refused
     * (two tabs refreshing at once); later, it ends the whole session (a stolen token replayed).
     */
    refreshReuseGrace: number;
    /** Fastify's `trustProxy`: whose X-Forwarded-For names the client address (`MC_TRUST_PROXY`). */
    trustProxy: boolean | number | string;
    /** `Strict-Transport-Security` max-age in seconds, sent only when set (behind TLS). */
    hstsMaxAge: number;
    /**
     * Further origins the console may call (`MC_CONNECT_ORIGINS`, comma-separated): the backends a
     * developer points the console at with the debug dialog (Ctrl+Alt+S), which its
     * Content-Security-Policy would refuse otherwise.
     */
    connectOrigins: string[];
    captchaTtl: number;
    smsCodeTtl: number;
    smsLoginOpen: boolean;
    /** Demo mode: SMS codes are logged instead of sent; GetServerConfig says is_debug. */
    demo: boolean;
    /** Time zone of dates written into exports and read from imports. */
    timeZone: string;
    /** Upper bound of a page's `limit`. */
    maxPageSize: number;
    /** Rows a synchronous or asynchronous export reads per query. */
    exportBatchSize: number;
    /** Where files kept for later download live (`MC_FILE_STORE`): a directory or the database. */
    fileStore: FileStoreKind;
    /** The directory of the `dir` store (`MC_FILE_DIR`, default `{dataDir}/exports`); a shared volume for several instances. */
    fileDir: string;
    /** This process among several on one database: the owner written on the export tasks it runs. */
    instanceId: string;
    /** Milliseconds an export task stays leased to its instance without a heartbeat. */
    exportLeaseMs: number;
    /** Runs of one export task (failures or lost instances) before it ends as done without a file. */
    exportAttempts: number;
    /** Milliseconds a SIGTERM waits for the calls in flight before closing their connections. */
    shutdownGraceMs: number;
    /** Days a record's revisions are kept (`MC_HISTORY_DAYS`, default 365); older ones are purged by the server itself. 0 keeps them all (no purge). */
    historyDays: number;
    /**
     * The live event stream (server/live, `MC_LIVE`, on by default): off, its call answers as an
     * unknown one and writes notify nothing (the database's triggers are removed at start).
     */
    live: boolean;
    /** Streams one account may hold on this instance; the oldest is closed beyond it (`MC_LIVE_PER_ACCOUNT`). */
    livePerAccount: number;
    /** Milliseconds between the comment lines of a quiet stream (`MC_LIVE_HEARTBEAT_MS`). */
    liveHeartbeatMs: number;
    /** Bytes a stream may have waiting for a client that does not read before it is dropped (`MC_LIVE_BUFFER_BYTES`). */
    liveBufferBytes: number;
    /** Events kept for resuming: those younger than this many seconds, and each merchant's latest `liveRetainEvents`. */
    liveRetainSeconds: number;
    liveRetainEvents: number;
    logLevel: string;
}

export const FILE_STORE_KINDS = ['dir', 'postgres'] as const;
export type FileStoreKind = (typeof FILE_STORE_KINDS)[number];

const fileStoreFrom = (env: Env): FileStoreKind => {
    const raw = env.MC_FILE_STORE || 'dir';
    if (!(FILE_STORE_KINDS as readonly string[]).includes(raw)) throw new Error(`MC_FILE_STORE must be one of ${FILE_STORE_KINDS.join(', ')}, got "${raw}"`);
    return raw as FileStoreKind;
};

export type ServerConfigOverrides = Partial<Omit<ServerConfig, 'client'>> & { client?: Partial<RuntimeConfig> };

type Env = Record<string, string | undefined>;

const intFrom = (env: Env, name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
    return value;
};

/**
 * `MC_TRUST_PROXY`: empty (the socket's address is the client's), a number of proxy hops, or a
 * comma-separated list of the proxies' addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`).
 */
const trustProxyFrom = (env: Env): boolean | number | string => {
    const raw = (env.MC_TRUST_PROXY ?? '').trim();
    if (raw === '' || raw === '0' || raw === 'false') return false;
    if (/^\d+$/.test(raw)) return Number(raw);
    return raw;
};

const flagFrom = (env: Env, name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (raw === '1' || raw === 'true') return true;
    if (raw === '0' || raw === 'false') return false;
    throw new Error(`${name} must be 0 or 1, got "${raw}"`);
};

/** The public key the console encrypts with, derived so it can never mismatch the private key. */
const publicKeyOf = (privateKeyPem: string): string => {
    const key = forge.pki.privateKeyFromPem(privateKeyPem);
    return forge.pki.publicKeyToPem(forge.pki.setRsaPublicKey(key.n, key.e)).replace(/\r\n/g, '\n');
};

/** `MC_LIVE`: on (default) or off. */
const liveFrom = (env: Env): boolean => {
    const raw = (env.MC_LIVE ?? '').trim().toLowerCase();
    if (raw === '' || raw === 'on' || raw === '1' || raw === 'true') return true;
    if (raw === 'off' || raw === '0' || raw === 'false') return false;
    throw new Error(`MC_LIVE must be on or off, got "${env.MC_LIVE}"`);
};

const roleFrom = (env: Env) => {
    const role = env.MC_APP_ROLE || 'mc_app';
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw new Error(`MC_APP_ROLE must be a lower-case PostgreSQL role name, got "${role}"`);
    return role;
};

export const loadServerConfig = (env: Env = process.env, overrides: ServerConfigOverrides = {}): ServerConfig => {
    // A deployment keeps its own config.json (keys, catalogue extension files) beside its build.
    const configFile = env.MC_CONFIG_FILE ? path.resolve(projectRoot, env.MC_CONFIG_FILE) : path.join(projectRoot, 'public', 'config.json');
    const fileConfig = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
    const rsaKeyFile = env.MC_RSA_PRIVATE_KEY_FILE || path.join(projectRoot, 'server', 'keys', 'rsa_private.pem');
    const rsaPrivateKeyPem = overrides.rsaPrivateKeyPem ?? readFileSync(rsaKeyFile, 'utf8');
    const client = parseRuntimeConfig({
        ...fileConfig,
        ...(env.MC_SIGN_SECRET ? { signSecret: env.MC_SIGN_SECRET } : {}),
        ...(env.MC_SIGN_HASH ? { signHash: env.MC_SIGN_HASH } : {}),
        ...(env.MC_ENC_MARKER ? { encryptionMarker: env.MC_ENC_MARKER } : {}),
        ...(env.MC_AES_KEY ? { aesKeyHex: env.MC_AES_KEY } : {}),
        ...(env.MC_AES_IV ? { aesIvHex: env.MC_AES_IV } : {}),
        ...(env.MC_ENCRYPTION ? { encryption: flagFrom(env, 'MC_ENCRYPTION', true) } : {}),
        rsaPublicKey: publicKeyOf(rsaPrivateKeyPem),
        ...overrides.client,
    });
    const { client: _client, ...rest } = overrides;
    void _client;
    const config = {
        port: intFrom(env, 'PORT', 8080),
        host: env.HOST || '127.0.0.1',
        dataDir: path.resolve(projectRoot, env.MC_DATA_DIR || '.data'),
        databaseUrl: env.DATABASE_URL || undefined,
        ownerDatabaseUrl: env.MC_OWNER_DATABASE_URL || undefined,
        tablesDir: path.resolve(projectRoot, env.MC_TABLES_DIR || path.join('server', 'tables.d')),
        tablesDirIsDefault: !env.MC_TABLES_DIR,
        distDir: path.resolve(projectRoot, env.MC_DIST_DIR || 'dist'),
        client,
        rsaPrivateKeyPem,
        accessTtl: intFrom(env, 'MC_ACCESS_TTL', 7200),
        refreshTtl: intFrom(env, 'MC_REFRESH_TTL', 604800),
        timestampWindow: intFrom(env, 'MC_TIMESTAMP_WINDOW', 300),
        maxUploadBytes: intFrom(env, 'MC_MAX_UPLOAD_BYTES', 10 * 1024 * 1024),
        exportTtl: intFrom(env, 'MC_EXPORT_TTL', 86400),
        captchaAfter: intFrom(env, 'MC_CAPTCHA_AFTER', 3),
        addressCaptchaAfter: intFrom(env, 'MC_ADDRESS_CAPTCHA_AFTER', 20),
        addressWaitAfter: intFrom(env, 'MC_ADDRESS_WAIT_AFTER', 50),
        addressWindow: intFrom(env, 'MC_ADDRESS_WINDOW', 900),
        // OWASP ASVS 4.0 level 2 (V3.3.2): 30 minutes of inactivity.
        sessionIdle: intFrom(env, 'MC_SESSION_IDLE', 1800),
        refreshReuseGrace: intFrom(env, 'MC_REFRESH_REUSE_GRACE', 10),
        trustProxy: trustProxyFrom(env),
        hstsMaxAge: intFrom(env, 'MC_HSTS_MAX_AGE', 0),
        connectOrigins: (env.MC_CONNECT_ORIGINS ?? '')
            .split(',')
            .map(origin => origin.trim())
            .filter(Boolean),
        captchaTtl: intFrom(env, 'MC_CAPTCHA_TTL', 300),
        smsCodeTtl: intFrom(env, 'MC_SMS_CODE_TTL', 300),
        smsLoginOpen: flagFrom(env, 'MC_SMS_LOGIN', true),
        demo: flagFrom(env, 'MC_DEMO', true),
        timeZone: env.MC_TIME_ZONE || 'Asia/Shanghai',
        maxPageSize: intFrom(env, 'MC_MAX_PAGE_SIZE', 1000),
        // Rows per keyset read of an export. PostgreSQL: node-postgres parses a batch on the event
        // loop, so small ones keep other users' calls quick while an export streams. PGlite runs a
        // query in-process, blocking the loop for the whole read, so a list call waits behind one
        // batch; smaller batches cost the export almost nothing (figures: bench/CHANGELOG.md).
        exportBatchSize: intFrom(env, 'MC_EXPORT_BATCH', env.DATABASE_URL ? 500 : 200),
        fileStore: fileStoreFrom(env),
        instanceId: env.MC_INSTANCE_ID || `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
        exportLeaseMs: Math.max(1000, intFrom(env, 'MC_EXPORT_LEASE_MS', 30_000)),
        exportAttempts: Math.max(1, intFrom(env, 'MC_EXPORT_ATTEMPTS', 3)),
        shutdownGraceMs: intFrom(env, 'MC_SHUTDOWN_GRACE_MS', 10_000),
        historyDays: Math.max(0, intFrom(env, 'MC_HISTORY_DAYS', 365)),
        live: liveFrom(env),
        livePerAccount: Math.max(1, intFrom(env, 'MC_LIVE_PER_ACCOUNT', 10)),
        liveHeartbeatMs: Math.max(100, intFrom(env, 'MC_LIVE_HEARTBEAT_MS', 15_000)),
        liveBufferBytes: Math.max(1024, intFrom(env, 'MC_LIVE_BUFFER_BYTES', 256 * 1024)),
        liveRetainSeconds: intFrom(env, 'MC_LIVE_RETAIN_SECONDS', 300),
        liveRetainEvents: intFrom(env, 'MC_LIVE_RETAIN_EVENTS', 10_000),
        logLevel: env.MC_LOG_LEVEL || 'info',
        appRole: roleFrom(env),
        entryMerchant: env.MC_ENTRY_SUID || '10001',
        ...rest,
    };
    // Follows the data directory (also one given as an override) unless set on its own.
    const fileDir = rest.fileDir ?? (env.MC_FILE_DIR ? path.resolve(projectRoot, env.MC_FILE_DIR) : path.join(config.dataDir, 'exports'));
    return { ...config, fileDir };
};
