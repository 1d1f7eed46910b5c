import { formatPosition, parsePosition, type LiveClosedEvent, type LiveEventMap } from '../../protocol/liveEvents';
import type { ServerConfig } from '../core/config';
import type { CallUser } from '../core/CallUser';
import type { Db } from '../core/Db';
import { renderMessage } from '../i18n/Message';
import { loadCallUser } from '../session/loadCallUser';
import { SESSION_EXPIRED_MSG } from '../session/tokens';
import { createChangeLog, SHARED, type ExportState } from './changeLog';
import { numberOf, readChange, readWriter, type Change } from './liveChange';
import { ACCESS_TABLES, type LiveRoutes } from './liveRoutes';
import type { LiveStream as Stream, StreamOpening } from './liveStream';
import { sseComment, sseEnd, sseFrame, sseRetry } from './sseFrame';
import { streamFrames } from './streamFrames';

export type { StreamOpening, StreamSink } from './liveStream';

export interface LiveHubStats {
    streams: number;
    opened: number;
    dropped: number;
    superseded: number;
}

export interface LiveHub {
    /** Registers a client (after its call was authenticated): catches it up, then follows it live. */
    open(opening: StreamOpening): Promise<{ close(): void }>;
    /** A payload heard on the channel. */
    notify(payload: string): void;
    /** The LISTEN connection was lost and is back: reads what it may have missed. */
    resync(): void;
    /** The lists and figure calls the followed tables reach from now on (the served routes changed: a designer save). */
    reroute(routes: LiveRoutes): void;
    /** Ends every stream (`closed: shutdown`) and stops the timers. */
    close(): Promise<void>;
    stats(): LiveHubStats;
}

interface Logger {
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
}

/**
 * The fan-out of one instance (server/live/README.md): every stream it serves, by merchant, account
 * and session; the changes its one LISTEN hears, in commit order, turned into each stream's events
 * under that stream's rights. Everything that reads or moves positions runs in one queue, so a
 * stream that catches up from the database and the changes that arrive meanwhile never overlap
 * nor leave a gap.
 */
export const createLiveHub = ({
    db,
    config,
    routes: initialRoutes,
    log,
    catalogueChanged,
}: {
    db: Db;
    config: ServerConfig;
    routes: LiveRoutes;
    log: Logger;
    /** Runs before streams hear of a catalogue change (the instance serves the new definitions first). */
    catalogueChanged?: (tables: readonly string[]) => Promise<void>;
}): LiveHub => {
    let routes = initialRoutes;
    const streams = new Set<Stream>();
    const byMerchant = new Map<string, Set<Stream>>();
    const byAccount = new Map<number, Stream[]>();
    const bySession = new Map<number, Set<Stream>>();
    /** The last change this hub has handled, per merchant it serves (and the shared sequence). */
    const handled = new Map<string, number>();
    const counters = { opened: 0, dropped: 0, superseded: 0 };
    const changeLog = createChangeLog(db, config);
    let nextKey = 1;
    let queue: Promise<void> = Promise.resolve();
    let stopped = false;

    const enqueue = (task: () => Promise<void>) => {
        queue = queue.then(task).catch(error => log.error({ err: error }, 'live event handling failed'));
        return queue;
    };

    const send = (stream: Stream, text: string) => {
        if (stream.closed) return;
        if (stream.sink.write(text) > config.liveBufferBytes) {
            // A client that reads nothing is cut rather than buffered without end.
            counters.dropped += 1;
            remove(stream);
            stream.sink.destroy();
        }
    };

    const frame = <K extends keyof LiveEventMap>(event: K, data: LiveEventMap[K], id?: string) => sseFrame(event, data, id);

    const remove = (stream: Stream) => {
        if (stream.closed) return;
        stream.closed = true;
        streams.delete(stream);
        const merchant = byMerchant.get(stream.user.suid);
        merchant?.delete(stream);
        if (merchant && !merchant.size) {
            byMerchant.delete(stream.user.suid);
            handled.delete(stream.user.suid);
        }
        const account = byAccount.get(stream.user.id)?.filter(other => other !== stream) ?? [];
        if (account.length) byAccount.set(stream.user.id, account);
        else byAccount.delete(stream.user.id);
        bySession.get(stream.sessionId)?.delete(stream);
        if (!bySession.get(stream.sessionId)?.size) bySession.delete(stream.sessionId);
        if (!streams.size) handled.delete(SHARED);
    };

    const closeWith = (stream: Stream, event: 'closed' | 'session', data: LiveClosedEvent | LiveEventMap['session']) => {
        if (stream.closed) return;
        stream.sink.write(sseFrame(event, data));
        remove(stream);
        stream.sink.end();
    };

    /** The addons of the catalogue a merchant has not installed: their calls are refused (http/requireInstalledAddon). */
    const blockedAddonsOf = async (merchant: string) => {
        if (!routes.addons) return new Set<string>();
        const { rows } = await db.query<{ key: string }>(
            'SELECT a.key FROM addons a WHERE NOT EXISTS (SELECT 1 FROM addon_installs i WHERE i.suid = $1 AND i.key = a.key)',
            [merchant]
        );
        return new Set(rows.map(row => row.key));
    };

    /** A stream's frames for changes it has not had; the position goes on the last one. */
    const deliver = (
        stream: Stream,
        sequence: 'merchant' | 'shared',
        changes: readonly Change[],
        exports: readonly ExportState[],
        texts = new Map<string, string>()
    ) => {
        const fresh = changes.filter(change => change.seq > stream.pos[sequence]);
        if (!fresh.length || stream.closed) return;
        stream.pos = { ...stream.pos, [sequence]: fresh[fresh.length - 1].seq };
        const frames = streamFrames(stream, routes, sequence, fresh, exports, texts);
        if (!frames.length) return;
        stream.told = formatPosition(stream.pos);
        send(stream, frames.map((text, i) => sseEnd(text, i === frames.length - 1 ? stream.told : undefined)).join(''));
    };

    /** Accounts, roles or addons of a merchant changed: its streams' rights are read again. */
    const reauthorize = async (merchant: string, changes: readonly Change[]) => {
        const tables = new Set(changes.map(change => change.t));
        if (!ACCESS_TABLES.some(table => tables.has(table))) return;
        const serving = [...(byMerchant.get(merchant) ?? [])];
        if (!serving.length) return;
        const blocked = await blockedAddonsOf(merchant);
        const users = new Map<number, Promise<CallUser | undefined>>();
        for (const stream of serving) {
            if (!users.has(stream.user.id)) users.set(stream.user.id, loadCallUser(db, stream.user.id));
            const user = await users.get(stream.user.id)!;
            if (!user || user.suid !== merchant) {
                closeWith(stream, 'session', { msg: renderMessage(SESSION_EXPIRED_MSG, stream.lang) });
                continue;
            }
            stream.user = user;
            stream.blockedAddons = blocked;
            stream.permitted = new Map();
        }
    };

    /** One merchant's (or the shared sequence's) changes, in order, to every stream that serves it. */
    const handle = async (merchant: string, changes: Change[]) => {
        const last = handled.get(merchant);
        if (last === undefined || !changes.length) return;
        const fresh = changes.filter(change => change.seq > last);
        if (!fresh.length) return;
        // A gap (a lost notification, a slim one) is filled from the table first.
        const missing = fresh[0].seq > last + 1 ? await changeLog.read(merchant, last, fresh[0].seq - 1) : [];
        const ordered = [...missing, ...fresh];
        handled.set(merchant, ordered[ordered.length - 1].seq);
        const exports = await changeLog.exportStates(ordered);
        const audience = merchant === SHARED ? streams : (byMerchant.get(merchant) ?? new Set<Stream>());
        const sequence = merchant === SHARED ? 'shared' : 'merchant';
        const texts = new Map<string, string>();
        for (const stream of [...audience]) deliver(stream, sequence, ordered, exports, texts);
        if (merchant !== SHARED) await reauthorize(merchant, ordered);
    };

    const sessionsEnded = (ids: unknown) => {
        if (!Array.isArray(ids)) return;
        for (const id of ids) {
            for (const stream of [...(bySession.get(Number(id)) ?? [])]) closeWith(stream, 'session', { msg: renderMessage(SESSION_EXPIRED_MSG, stream.lang) });
        }
    };

    const notify = (payload: string) => {
        let message: Record<string, unknown>;
        try {
            message = JSON.parse(payload) as Record<string, unknown>;
        } catch {
            log.warn({ payload: payload.slice(0, 200) }, 'live: a notification that is not JSON');
            return;
        }
        if (message.k === 's') {
            // A revocation needs no order with the rest: it ends the stream at once.
            sessionsEnded(message.ids);
            return;
        }
        if (message.k === 'c') {
            const tables = Array.isArray(message.t) ? message.t.map(String) : [];
            const at = numberOf(message.at) || Math.floor(Date.now() / 1000);
            // In the queue: the table events of later commits reach streams after this instance serves the new routes.
            void enqueue(async () => {
                await catalogueChanged?.(tables).catch(error => log.error({ err: error }, 'live: serving the changed catalogue failed'));
                const text = frame('catalogue', { tables, at });
                for (const stream of [...streams]) send(stream, text);
            });
            return;
        }
        if (message.k !== 'e') return;
        const merchant = String(message.m ?? '');
        const first = numberOf(message.s);
        if (!Number.isInteger(first)) return;
        void enqueue(async () => {
            if (!handled.has(merchant)) return;
            if (Array.isArray(message.e)) {
                const by = readWriter(message.by);
                const at = numberOf(message.at);
                await handle(
                    merchant,
                    message.e.map((raw, i) => readChange(first + i + 1, raw as Record<string, unknown>, by, at))
                );
            } else {
                // Too large for a notification: the events are read from where the commit kept them.
                await handle(merchant, await changeLog.read(merchant, first, first + numberOf(message.c)));
            }
        });
    };

    const resync = () =>
        void enqueue(async () => {
            for (const [merchant, last] of [...handled]) await handle(merchant, await changeLog.read(merchant, last));
        });

    /** Catches a new stream up: from its position when it resumes (or `reset` when that is gone), else from now. */
    const catchUp = async (stream: Stream) => {
        const merchant = stream.user.suid;
        const head = await changeLog.heads(merchant);
        if (!handled.has(merchant)) handled.set(merchant, head.merchant.seq);
        if (!handled.has(SHARED)) handled.set(SHARED, head.shared.seq);
        const now = { merchant: handled.get(merchant)!, shared: handled.get(SHARED)! };
        const given = stream.resumeFrom === undefined ? undefined : parsePosition(stream.resumeFrom);
        const resumable =
            given &&
            given.merchant >= head.merchant.pruned &&
            given.merchant <= head.merchant.seq &&
            given.shared >= head.shared.pruned &&
            given.shared <= head.shared.seq;
        stream.pos = resumable ? given : now;
        stream.told = formatPosition(stream.pos);
        send(stream, sseRetry(3000) + frame('ready', { heartbeat: Math.round(config.liveHeartbeatMs / 1000) }, stream.told));
        if (stream.resumeFrom !== undefined && !resumable) {
            stream.pos = now;
            stream.told = formatPosition(now);
            send(stream, frame('reset', {}, stream.told));
            return;
        }
        if (!resumable) return;
        const backlog = async (suid: string, sequence: 'merchant' | 'shared') => {
            if (stream.pos[sequence] >= now[sequence]) return;
            const backlogged = await changeLog.read(suid, stream.pos[sequence], now[sequence]);
            deliver(stream, sequence, backlogged, await changeLog.exportStates(backlogged));
        };
        await backlog(SHARED, 'shared');
        await backlog(merchant, 'merchant');
        // Already told past what this instance has handled (events seen on another one): skipped as they arrive.
        stream.pos = { merchant: Math.max(stream.pos.merchant, now.merchant), shared: Math.max(stream.pos.shared, now.shared) };
    };

    const open = async (opening: StreamOpening) => {
        if (stopped) throw new Error('the live hub is closed');
        const stream: Stream = {
            ...opening,
            key: nextKey++,
            pos: { merchant: 0, shared: 0 },
            told: '',
            blockedAddons: await blockedAddonsOf(opening.user.suid),
            permitted: new Map(),
            closed: false,
        };
        counters.opened += 1;
        // The account's oldest streams give way beyond the limit.
        const account = byAccount.get(stream.user.id) ?? [];
        while (account.length >= config.livePerAccount) {
            counters.superseded += 1;
            closeWith(account.shift()!, 'closed', { reason: 'superseded' });
        }
        byAccount.set(stream.user.id, [...(byAccount.get(stream.user.id) ?? []), stream]);
        await enqueue(async () => {
            if (stream.closed) return;
            streams.add(stream);
            let merchant = byMerchant.get(stream.user.suid);
            if (!merchant) byMerchant.set(stream.user.suid, (merchant = new Set()));
            merchant.add(stream);
            let session = bySession.get(stream.sessionId);
            if (!session) bySession.set(stream.sessionId, (session = new Set()));
            session.add(stream);
            await catchUp(stream);
            // Revoked between its authentication and now, the notification may have come before the stream was here to hear it.
            const { rows } = await db.query<{ live: boolean }>('SELECT revoked_at IS NULL AS live FROM sessions WHERE id = $1', [stream.sessionId]);
            if (!rows[0]?.live) closeWith(stream, 'session', { msg: renderMessage(SESSION_EXPIRED_MSG, stream.lang) });
        });
        return {
            close: () => {
                remove(stream);
            },
        };
    };

    const heartbeat = setInterval(() => {
        const now = Date.now() / 1000;
        for (const stream of [...streams]) {
            if (now >= stream.expiresAt) closeWith(stream, 'closed', { reason: 'expired' });
            else send(stream, sseComment('keep-alive'));
        }
    }, config.liveHeartbeatMs);
    heartbeat.unref();

    const pruning = setInterval(
        () => void changeLog.prune().catch(error => log.warn({ err: error }, 'live: pruning failed')),
        Math.max(1000, Math.min(60_000, (config.liveRetainSeconds * 1000) / 5))
    );
    pruning.unref();

    return {
        open,
        notify,
        resync,
        reroute: next => {
            routes = next;
        },
        async close() {
            stopped = true;
            clearInterval(heartbeat);
            clearInterval(pruning);
            for (const stream of [...streams]) closeWith(stream, 'closed', { reason: 'shutdown' });
            for (const list of [...byAccount.values()]) for (const stream of list) closeWith(stream, 'closed', { reason: 'shutdown' });
            await queue;
        },
        stats: () => ({ streams: streams.size, ...counters }),
    };
};
