import { isSignHash, type SignHash } from './sign';

/**
 * Every value docs/protocol.md §11 calls configurable, as `config.json` holds it. Pure: the console loads the
 * file over HTTP (src/config), the reference server reads it from disk (server/core/config.ts), and both
 * validate it here.
 */
export interface RuntimeConfig {
    /** API origin; empty means the page's own origin. Requests go to `{apiBase}/api/v1/…`. */
    apiBase: string;
    signSecret: string;
    signHash: SignHash;
    encryptionMarker: string;
    aesKeyHex: string;
    aesIvHex: string;
    /** When false, requests carry `ignoreencryption: 1` and the server answers plain JSON. */
    encryption: boolean;
    rsaPublicKey: string;
    defaultLocale: string;
    /** Refresh the access token when it expires within this many seconds. */
    refreshBeforeExpirySeconds: number;
    /** Background session check period; the first check runs one period after login. */
    sessionCheckIntervalSeconds: number;
    /**
     * The external version-check service (docs/console.md §7), asked once after login whether a newer
     * console is deployed; empty turns the check off.
     */
    versionCheckUrl: string;
    /**
     * Catalogue extension files beside config.json (`catalogue.d/brands.json`), each a list of
     * routes the console adds to its own at start-up (src/resources/extensions).
     */
    catalogue: string[];
}

export class ConfigError extends Error {
    constructor(message: string) {
        super(message);
        this.name = 'ConfigError';
    }
}

const HEX = /^[0-9a-fA-F]+$/;

const requireString = (raw: Record<string, unknown>, key: string, fallback?: string): string => {
    const value = raw[key] ?? fallback;
    if (typeof value !== 'string') throw new ConfigError(`config.json: "${key}" must be a string`);
    return value;
};

const requireNumber = (raw: Record<string, unknown>, key: string, fallback: number): number => {
    const value = raw[key] ?? fallback;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
        throw new ConfigError(`config.json: "${key}" must be a non-negative number`);
    }
    return value;
};

/** A file beside config.json: relative, no way up, no other origin, a .json name. */
const CATALOGUE_FILE = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*\.json$/;

const catalogueFiles = (raw: Record<string, unknown>): string[] => {
    const value = raw.catalogue ?? [];
    if (!Array.isArray(value)) throw new ConfigError('config.json: "catalogue" must be a list of file names');
    for (const file of value) {
        if (typeof file !== 'string' || !CATALOGUE_FILE.test(file)) {
            throw new ConfigError(
                `config.json: "catalogue" holds ${JSON.stringify(file)}, not a .json file beside config.json (such as catalogue.d/brands.json)`
            );
        }
    }
    return [...new Set(value as string[])];
};

/** Validates a parsed config.json, naming the first field that is wrong. */
export const parseRuntimeConfig = (raw: unknown): RuntimeConfig => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
        throw new ConfigError('config.json must hold a JSON object');
    }
    const record = raw as Record<string, unknown>;
    const signHash = record.signHash ?? 'md5';
    if (!isSignHash(signHash)) throw new ConfigError('config.json: "signHash" must be md5, sha1 or sha256');
    const aesKeyHex = requireString(record, 'aesKeyHex');
    const aesIvHex = requireString(record, 'aesIvHex');
    if (aesKeyHex.length !== 64 || !HEX.test(aesKeyHex)) {
        throw new ConfigError('config.json: "aesKeyHex" must be 32 bytes of hex');
    }
    if (aesIvHex.length !== 32 || !HEX.test(aesIvHex)) {
        throw new ConfigError('config.json: "aesIvHex" must be 16 bytes of hex');
    }
    if (typeof (record.encryption ?? true) !== 'boolean') {
        throw new ConfigError('config.json: "encryption" must be true or false');
    }
    return {
        apiBase: requireString(record, 'apiBase', '').replace(/\/+$/, ''),
        signSecret: requireString(record, 'signSecret'),
        signHash,
        encryptionMarker: requireString(record, 'encryptionMarker', 'MCENC'),
        aesKeyHex,
        aesIvHex,
        encryption: (record.encryption ?? true) as boolean,
        rsaPublicKey: requireString(record, 'rsaPublicKey'),
        defaultLocale: requireString(record, 'defaultLocale', 'zh-cn'),
        refreshBeforeExpirySeconds: requireNumber(record, 'refreshBeforeExpirySeconds', 60),
        sessionCheckIntervalSeconds: requireNumber(record, 'sessionCheckIntervalSeconds', 30),
        versionCheckUrl: requireString(record, 'versionCheckUrl', '').trim(),
        catalogue: catalogueFiles(record),
    };
};
