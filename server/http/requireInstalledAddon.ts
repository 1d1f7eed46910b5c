import type { Db } from '../core/Db';
import { ProtocolError } from '../core/ProtocolError';

// `addons/<key>/…` belongs to the addon `key` (docs/console.md §7: addons/jp/seller/…, addons/ngp/seller/…);
// `addons/public/…`, `addons/list`, `addons/install` are the plugin manager's own calls.
const ADDON_PATH = /^addons\/([A-Za-z0-9_]+)\//;

/** The addon a call belongs to, if any. */
export const addonOfPath = (path: string): string | undefined => {
    const key = ADDON_PATH.exec(path)?.[1];
    return key && key !== 'public' ? key : undefined;
};

/**
 * Server calls follow the install state (docs/console.md §4 plugin menus): a call of an addon the
 * marketplace offers but that is not installed is refused, whoever makes it.
 */
export const requireInstalledAddon = async (db: Db, path: string): Promise<void> => {
    const key = addonOfPath(path);
    if (!key) return;
    const { rows } = await db.query<{ name: string; installed: number }>('SELECT name, installed FROM addons WHERE key = $1', [key]);
    if (rows[0] && rows[0].installed !== 1) throw new ProtocolError(`插件「${rows[0].name}」未安装，请先在插件管理中安装`);
};
