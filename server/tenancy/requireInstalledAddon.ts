import { addonOfPath } from '../../protocol/accessRules';
import type { Db } from '../core/Db';
import { ProtocolError } from '../core/ProtocolError';
import { message } from '../i18n/Message';

/**
 * Server calls follow the install state of the caller's merchant, as its plugin menus do: a call
 * of an addon the marketplace offers but that this merchant has not installed is refused,
 * whoever of the merchant makes it (protocol/accessRules, rule 4). An addon the catalogue does
 * not know gates nothing, nor does any addon a public call makes before anyone signs in (a
 * WeChat sign-in): there is no merchant yet whose install state could decide.
 */
export const requireInstalledAddon = async (db: Db, path: string, merchant: string | null): Promise<void> => {
    const key = addonOfPath(path);
    if (!key || merchant === null) return;
    const { rows } = await db.query<{ name: string; installed: boolean }>(
        `SELECT a.name, EXISTS (SELECT 1 FROM addon_installs i WHERE i.suid = $2 AND i.key = a.key) AS installed FROM addons a WHERE a.key = $1`,
        [key, merchant ?? '']
    );
    if (rows[0] && !rows[0].installed) throw new ProtocolError(message('插件「{name}」未安装，请先在插件管理中安装', { name: rows[0].name }));
};
