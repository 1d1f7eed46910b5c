import { createHash } from 'node:crypto';
import type { Db } from '../../core/Db';
import { ProtocolError } from '../../core/ProtocolError';

export const UNCHANGED_MESSAGE = '数据未发生任何改变，请修改数据后再次提交';

/** Keys sorted at every level, so the same payload always gives the same digest. */
const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
        return Object.fromEntries(
            Object.keys(value)
                .sort()
                .map(key => [key, canonical((value as Record<string, unknown>)[key])])
        );
    }
    return value;
};

/**
 * SPEC §5's duplicate-submit guard: refuses a submission equal to the previous guarded one of
 * the same actor, else records it. Call inside the write's transaction, so a submission that
 * fails later does not count as the previous one.
 */
export const guardSubmit = async (db: Db, scope: string, actor: string, payload: Record<string, unknown>): Promise<void> => {
    const { timestamp: _t, ...fields } = payload;
    void _t;
    const digest = createHash('sha256')
        .update(JSON.stringify(canonical(fields)))
        .digest('hex');
    const { rows } = await db.query<{ digest: string }>('SELECT digest FROM submit_guards WHERE scope = $1 AND actor = $2', [scope, actor]);
    if (rows[0]?.digest === digest) throw new ProtocolError(UNCHANGED_MESSAGE);
    await db.query(
        `INSERT INTO submit_guards (scope, actor, digest, update_time) VALUES ($1, $2, $3, extract(epoch from now())::bigint)
         ON CONFLICT (scope, actor) DO UPDATE SET digest = EXCLUDED.digest, update_time = EXCLUDED.update_time`,
        [scope, actor, digest]
    );
};
