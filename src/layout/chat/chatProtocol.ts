import { LANG_HEADER } from '../../../protocol/lang';

/** What `addons/kefu/public/GetKefuConfig` answers (docs/console.md §3). */
export interface KefuConfig {
    appid: string;
    host: string;
}

export const KEFU_CONFIG_CALL = 'addons/kefu/public/GetKefuConfig';

/**
 * The config when usable (an app id and an http(s) host), else undefined: no widget. A host
 * given as a path (the reference server's own frame, `/kefu/frame`) is on the API's origin `base`.
 */
export const parseKefuConfig = (reply: unknown, base?: string): KefuConfig | undefined => {
    if (!reply || typeof reply !== 'object') return undefined;
    const { appid, host } = reply as Record<string, unknown>;
    if ((typeof appid !== 'string' && typeof appid !== 'number') || String(appid).trim() === '' || typeof host !== 'string') return undefined;
    // An empty host means no chat server: resolved against `base` it would frame the console itself.
    if (!host.trim()) return undefined;
    let url: URL;
    try {
        url = new URL(host.trim(), base);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    } catch {
        return undefined;
    }
    return { appid: String(appid).trim(), host: url.href };
};

/**
 * The chat frame's address: the host with the app id, who is chatting (uid, name, logo) and the
 * console's language (`lang`, as a URL opened in a new window carries it), for the chat to speak.
 */
export const chatFrameUrl = (config: KefuConfig, user: { uid?: unknown; username?: unknown; logo?: unknown }, lang: string) => {
    const url = new URL(config.host);
    url.searchParams.set('appid', config.appid);
    for (const key of ['uid', 'username', 'logo'] as const) {
        const value = user[key];
        if (typeof value === 'string' || typeof value === 'number') url.searchParams.set(key, String(value));
    }
    url.searchParams.set(LANG_HEADER, lang);
    return url.toString();
};

export type ChatCommand = 'open' | 'close' | 'toggle';

const COMMANDS = new Set<ChatCommand>(['open', 'close', 'toggle']);

/**
 * A message from the chat frame as a command: the text `open`/`close`/`toggle`, or an object
 * carrying it as `action` (optionally with `type: "kefu"`). Anything else is ignored.
 */
export const chatCommand = (data: unknown): ChatCommand | undefined => {
    if (typeof data === 'string') return COMMANDS.has(data as ChatCommand) ? (data as ChatCommand) : undefined;
    if (!data || typeof data !== 'object') return undefined;
    const { type, action } = data as Record<string, unknown>;
    if (type !== undefined && type !== 'kefu') return undefined;
    return typeof action === 'string' && COMMANDS.has(action as ChatCommand) ? (action as ChatCommand) : undefined;
};
