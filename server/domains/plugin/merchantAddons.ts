import type { Db } from '../../core/Db';

export interface MerchantAddon {
    key: string;
    cate: number;
    name: string;
    installed: boolean;
}

/**
 * The platform's addon catalogue with the install state of one merchant: what the console's
 * plugin menus follow (GetServerConfig, SupplierAddonList) and what the server enforces.
 */
export const merchantAddons = async (db: Db, merchant: string | null): Promise<MerchantAddon[]> =>
    (
        await db.query<MerchantAddon>(
            `SELECT a.key, a.cate, a.name, i.key IS NOT NULL AS installed
               FROM addons a LEFT JOIN addon_installs i ON i.key = a.key AND i.suid = $1 ORDER BY a.id`,
            [merchant ?? '']
        )
    ).rows;
