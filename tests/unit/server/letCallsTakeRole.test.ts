import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/core/Db';
import { letCallsTakeRole } from '../../../server/db/rowSecurity';

/** A database whose calls' role is not yet a member when looked at; the GRANT answers `grant`, and a second look `memberAfter`. */
const cluster = (grant: () => Promise<void>, memberAfter: boolean) => {
    const looks: string[] = [];
    let looked = 0;
    const db = {
        async query(sql: string) {
            looks.push(sql);
            looked += 1;
            return { rows: [looked === 1 ? { member: false, superuser: false, owns: 0 } : { member: memberAfter }] };
        },
        exec: grant,
    } as unknown as Db;
    return { db, looks };
};

const UNIQUE = Object.assign(new Error('duplicate key value violates unique constraint "pg_auth_members_role_member_index"'), { code: '23505' });

describe('letCallsTakeRole: instances starting at the same moment on one cluster', () => {
    it('takes a grant another instance made between the look and its own as done', async () => {
        const { db, looks } = cluster(() => Promise.reject(UNIQUE), true);
        await expect(letCallsTakeRole(db, 'mc_calls', 'mc_app', false)).resolves.toBeUndefined();
        expect(looks).toHaveLength(2);
    });

    it('still says how to grant it when the role is not taken after all', async () => {
        const { db } = cluster(() => Promise.reject(new Error('permission denied to grant role "mc_app"')), false);
        await expect(letCallsTakeRole(db, 'mc_calls', 'mc_app', false)).rejects.toThrow(
            'mc_calls may not take the role mc_app, and the owner cannot grant it (permission denied to grant role "mc_app"): as a superuser, run GRANT mc_app TO mc_calls'
        );
    });

    it('grants it once when nobody else does', async () => {
        let grants = 0;
        const { db, looks } = cluster(async () => {
            grants += 1;
        }, true);
        await letCallsTakeRole(db, 'mc_calls', 'mc_app', false);
        expect([grants, looks.length]).toEqual([1, 1]);
    });
});
