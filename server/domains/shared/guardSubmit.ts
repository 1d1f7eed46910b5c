import { createHash } from 'node:crypto';
import type { Db } from '../../core/Db';
import { ProtocolError } from '../../core/ProtocolError';

export const UNCHANGED_MESSAGE = '数据未发生任何改变，请修改数据后再次提交';
export const REPEATED_MESSAGE = '请勿重复提交';

/** A create equal to the same user's previous one within this many seconds is a double submit (the console's 3000 ms click guard, docs/console.md §5). */
export const REPEAT_WINDOW_SECONDS = 3;

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

const digestOf = (payload: Record<string, unknown>) => {
    const { timestamp: _t, ...fields } = payload;
    void _t;
    return createHash('sha256')
        .update(JSON.stringify(canonical(fields)))
        .digest('hex');
};

/**
 * Records the submission as the actor's latest unless it repeats the one recorded (ever, or
 * within `windowSeconds`); true when recorded. One statement: of two equal submissions racing
 * on PostgreSQL the second waits for the first one's row, then sees it and is not recorded.
 */
const recordUnlessRepeated = async (db: Db, scope: string, actor: string, digest: string, windowSeconds?: number) => {
    const repeated =
        windowSeconds === undefined
            ? 'submit_guards.digest = EXCLUDED.digest'
            : `submit_guards.digest = EXCLUDED.digest AND submit_guards.update_time > EXCLUDED.update_time - ${Math.trunc(windowSeconds)}`;
    const { rows } = await db.query(
        `INSERT INTO submit_guards (scope, actor, digest, update_time) VALUES ($1, $2, $3, extract(epoch from now())::bigint)
         ON CONFLICT (scope, actor) DO UPDATE SET digest = EXCLUDED.digest, update_time = EXCLUDED.update_time
         WHERE NOT (${repeated})
         RETURNING 1 AS recorded`,
        [scope, actor, digest]
    );
    return rows.length > 0;
};

/**
 * docs/console.md §5's duplicate-submit guard: refuses a submission equal to the previous guarded one of
 * the same actor, else records it. Call inside the write's transaction, so a submission that
 * fails later does not count as the previous one.
 */
export const guardSubmit = async (db: Db, scope: string, actor: string, payload: Record<string, unknown>): Promise<void> => {
    if (!(await recordUnlessRepeated(db, scope, actor, digestOf(payload)))) throw new ProtocolError(UNCHANGED_MESSAGE);
};

/**
 * The double-submit guard of every generic create: the same payload from the same user within
 * REPEAT_WINDOW_SECONDS is refused, so a double click or a retried request that got past the
 * console creates one record. Later, the same payload is a deliberate second record.
 */
export const guardRepeat = async (db: Db, scope: string, actor: string, payload: Record<string, unknown>): Promise<void> => {
    if (!(await recordUnlessRepeated(db, scope, actor, digestOf(payload), REPEAT_WINDOW_SECONDS))) throw new ProtocolError(REPEATED_MESSAGE);
};
