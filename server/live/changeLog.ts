import type { ServerConfig } from '../core/config';
import type { Db } from '../core/Db';
import { readChange, type Change } from './liveChange';

/** The shared sequence's key: changes to platform tables every merchant's streams may follow. */
export const SHARED = '';

/** Where a sequence stands: its last change, and the last one pruned (a position before it cannot resume). */
export interface SequenceHead {
    seq: number;
    pruned: number;
}

/** An export task's state, told to the account that queued it. */
export interface ExportState {
    id: number;
    user: number;
    status: number;
    rows: number;
}

/**
 * The changes the commit trigger keeps in `live_events`, per merchant and in the shared sequence:
 * what a stream catches up from, what fills a gap in the notifications, and their pruning.
 */
export const createChangeLog = (db: Db, config: Pick<ServerConfig, 'liveRetainSeconds' | 'liveRetainEvents'>) => ({
    /** The heads of a merchant's sequence and of the shared one. */
    async heads(merchant: string): Promise<{ merchant: SequenceHead; shared: SequenceHead }> {
        const { rows } = await db.query<{ suid: string; seq: number; pruned: number | null }>(
            `SELECT k.suid, coalesce(s.seq, 0) AS seq, p.seq AS pruned
               FROM unnest($1::text[]) AS k(suid) LEFT JOIN live_sequences s ON s.suid = k.suid LEFT JOIN live_pruned p ON p.suid = k.suid`,
            [[merchant, SHARED]]
        );
        const of = (suid: string) => rows.find(row => row.suid === suid);
        return {
            merchant: { seq: Number(of(merchant)?.seq ?? 0), pruned: Number(of(merchant)?.pruned ?? 0) },
            shared: { seq: Number(of(SHARED)?.seq ?? 0), pruned: Number(of(SHARED)?.pruned ?? 0) },
        };
    },

    /** A sequence's changes after `after`, up to `upTo` when given, in order. */
    async read(merchant: string, after: number, upTo?: number): Promise<Change[]> {
        const { rows } = await db.query<{ seq: number; body: string }>(
            `SELECT seq, body FROM live_events WHERE suid = $1 AND seq > $2 ${upTo === undefined ? '' : 'AND seq <= $3'} ORDER BY seq`,
            upTo === undefined ? [merchant, after] : [merchant, after, upTo]
        );
        return rows.map(row => readChange(Number(row.seq), JSON.parse(row.body) as Record<string, unknown>));
    },

    /** Export tasks' states, read once for every stream (a task's events go to the account that queued it). */
    async exportStates(changes: readonly Change[]): Promise<ExportState[]> {
        const ids = changes.filter(change => change.t === 'export_tasks' && change.a !== 'deleted').flatMap(change => change.ids ?? []);
        if (!ids.length) return [];
        const { rows } = await db.query<{ id: number; user_id: number; status: number; row_count: number }>(
            'SELECT id, user_id, status, row_count FROM export_tasks WHERE id = ANY($1::int[]) ORDER BY id',
            [ids.map(Number).filter(Number.isInteger)]
        );
        return rows.map(row => ({ id: Number(row.id), user: Number(row.user_id), status: Number(row.status), rows: Number(row.row_count) }));
    },

    /** Old events go: those both older than the retention and beyond each merchant's latest `liveRetainEvents`. */
    async prune(): Promise<void> {
        await db.query(
            `WITH doomed AS (
                DELETE FROM live_events e USING live_sequences s
                 WHERE s.suid = e.suid AND e.at < now() - $1 * interval '1 second' AND e.seq <= s.seq - $2
                RETURNING e.suid, e.seq
             )
             INSERT INTO live_pruned (suid, seq) SELECT suid, max(seq) FROM doomed GROUP BY suid
             ON CONFLICT (suid) DO UPDATE SET seq = greatest(live_pruned.seq, excluded.seq)`,
            [config.liveRetainSeconds, config.liveRetainEvents]
        );
    },
});

export type ChangeLog = ReturnType<typeof createChangeLog>;
