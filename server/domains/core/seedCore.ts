import type { Db } from '../../core/Db';
import { hashPassword } from '../../session/password';
import { demoAccountGroups } from './demoAccounts';
import { REGISTER_OWNERS_SQL } from './merchantRegistry';

/**
 * The demo accounts and the operator's role, a group at a time; owners first so operators can point
 * at them. Each owner's merchant then gets its registry row.
 */
export const seedCore = async (db: Db): Promise<void> => {
    const ids = new Map<string, number>();
    const ordered = demoAccountGroups.flatMap(group => [...group].sort((a, b) => Number(!!a.parent) - Number(!!b.parent)));
    for (const account of ordered) {
        const roleIds: number[] = [];
        if (account.role) {
            const { rows } = await db.query<{ id: number }>(
                'INSERT INTO roles (suid, name, description, path_arr, api_arr) VALUES ($1, $2, $3, $4, $5) RETURNING id',
                [account.suid, account.role.name, account.role.description, JSON.stringify(account.role.path_arr), JSON.stringify(account.role.api_arr)]
            );
            roleIds.push(rows[0].id);
        }
        const { rows } = await db.query<{ id: number }>(
            `INSERT INTO users (username, password_hash, name, nickname, phone, industry_type, roles, role_ids, suid, parent_id, introduction)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
            [
                account.username,
                await hashPassword(account.password),
                account.username,
                account.nickname,
                account.phone,
                account.industry,
                JSON.stringify(account.roles),
                JSON.stringify(roleIds),
                account.suid,
                account.parent ? ids.get(account.parent) : null,
                account.who,
            ]
        );
        ids.set(account.username, rows[0].id);
    }
    await db.exec(REGISTER_OWNERS_SQL);
};
