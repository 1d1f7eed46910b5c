import { parseRuntimeConfig, ConfigError, type RuntimeConfig } from '../../protocol/runtimeConfig';

/**
 * The console's side of the runtime configuration: `/config.json` fetched once at start (a
 * deployment replaces that file without rebuilding), the session's debug override applied, and
 * the result kept. Nothing else in the console repeats these values.
 */

/** The Ctrl+Alt+S debug override, kept in sessionStorage for the browser session. */
export interface DebugOverride {
    apiHost?: string;
    encryption?: boolean;
}

export const DEBUG_OVERRIDE_KEY = 'mc.debug';

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

export const writeDebugOverride = (storage: Pick<Storage, 'setItem'>, override: DebugOverride) => storage.setItem(DEBUG_OVERRIDE_KEY, JSON.stringify(override));

export const applyDebugOverride = (config: RuntimeConfig, override: DebugOverride): RuntimeConfig => ({
    ...config,
    apiBase: override.apiHost ?? config.apiBase,
    encryption: override.encryption ?? config.encryption,
});

let current: RuntimeConfig | undefined;

/** Fetches `/config.json` once, applies the session's debug override, and keeps the result. */
export const loadRuntimeConfig = async (fetchImpl: typeof fetch = fetch, storage: Pick<Storage, 'getItem'> = sessionStorage): Promise<RuntimeConfig> => {
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
