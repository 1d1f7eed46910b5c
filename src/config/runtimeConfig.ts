import { isSignHash, type SignHash } from '../dataProvider/protocol/sign';

/**
 * Every value PROTOCOL.md calls configurable, loaded once at start from `/config.json`
 * (a deployment replaces that file without rebuilding). Nothing else in the console repeats
 * these values.
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
     * The external version-check service (SPEC.md §7), asked once after login whether a newer
     * console is deployed; empty turns the check off.
     */
    versionCheckUrl: string;
}

/** The Ctrl+Alt+S debug override, kept in sessionStorage for the browser session. */
export interface DebugOverride {
    apiHost?: string;
    encryption?: boolean;
}

export const DEBUG_OVERRIDE_KEY = 'mc.debug';

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
    };
};

export const readDebugOverride = (storage: Pick<Storage, 'getItem'>): DebugOverride => {
    try {
        const parsed = JSON.parse(storage.getItem(DEBUG_OVERRIDE_KEY) ?? 'null');
        if (!parsed || typeof parsed !== 'object') return {};
        const override: DebugOverride = {};
        if (typeof parsed.apiHost === 'string' && parsed.apiHost.trim()) {
            override.apiHost = parsed.apiHost.trim().replace(/\/+$/, '');
        }
        if (typeof parsed.encryption === 'boolean') override.encryption = parsed.encryption;
        return override;
    } catch {
        return {};
    }
};

export const writeDebugOverride = (storage: Pick<Storage, 'setItem'>, override: DebugOverride) =>
    storage.setItem(DEBUG_OVERRIDE_KEY, JSON.stringify(override));

export const applyDebugOverride = (config: RuntimeConfig, override: DebugOverride): RuntimeConfig => ({
    ...config,
    apiBase: override.apiHost ?? config.apiBase,
    encryption: override.encryption ?? config.encryption,
});

let current: RuntimeConfig | undefined;

/** Fetches `/config.json` once, applies the session's debug override, and keeps the result. */
export const loadRuntimeConfig = async (
    fetchImpl: typeof fetch = fetch,
    storage: Pick<Storage, 'getItem'> = sessionStorage
): Promise<RuntimeConfig> => {
    const response = await fetchImpl(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
    if (!response.ok) throw new ConfigError(`config.json could not be loaded (HTTP ${response.status})`);
    let raw: unknown;
    try {
        raw = await response.json();
    } catch {
        throw new ConfigError('config.json is not valid JSON');
    }
    current = applyDebugOverride(parseRuntimeConfig(raw), readDebugOverride(storage));
    return current;
};

/** Sets the configuration directly: tests, and Node callers that read config.json themselves. */
export const setRuntimeConfig = (config: RuntimeConfig) => {
    current = config;
};

export const getRuntimeConfig = (): RuntimeConfig => {
    if (!current) throw new ConfigError('The runtime configuration has not been loaded yet');
    return current;
};
