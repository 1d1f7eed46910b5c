import { decryptEnvelope } from '../../protocol/envelope';
import { LAST_EVENT_ID_PARAM, LIVE_EVENTS_PATH, readLiveEvent, type LiveEvent } from '../../protocol/liveEvents';
import type { RuntimeConfig } from '../../protocol/runtimeConfig';
import type { Params } from '../dataProvider/httpClient';
import { isSessionEndedError } from '../dataProvider/SessionEndedError';

/**
 * Where the stream is:
 * - `idle`: not started (no session);
 * - `connecting`: the first connection is being made;
 * - `live`: events arrive;
 * - `reconnecting`: the stream dropped or was refused for a reason a new signature may cure; the
 *   next try is scheduled with backoff;
 * - `paused`: the server closed it because the account opened too many; it waits for `resume()`
 *   (the tab shown again) or a long delay;
 * - `unsupported`: the backend has no stream (HTTP 404): nothing is tried again;
 * - `ended`: the session is over (a `session` event, or a `login` refusal).
 */
export type LiveStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'paused' | 'unsupported' | 'ended';

/** An event as the console hands it on: numbered in arrival order, for hooks that catch up after being hidden. */
export type NumberedEvent = LiveEvent & { seq: number };

export interface LiveClient {
    start(): void;
    stop(): void;
    /** A paused or waiting stream tries again now (the tab is shown again). */
    resume(): void;
    status(): LiveStatus;
    onStatus(listener: (status: LiveStatus) => void): () => void;
    /**
     * Events from now on; with `after`, first those kept since that number (a hidden page catching
     * up). `after` older than what is kept gives a `reset` event first.
     */
    subscribe(listener: (event: NumberedEvent) => void, after?: number): () => void;
    /** The number of the last event handed on (0 before any). */
    lastSeq(): number;
}

export interface LiveClientDeps {
    /** The transport's signed URL (docs/protocol.md §1): a new signature for every connection. */
    signedUrl(path: string, params?: Params): string;
    /** Resolves once the access token is fresh; rejects when the session is over. */
    ensureFresh(): Promise<void>;
    hasSession(): boolean;
    config: () => Pick<RuntimeConfig, 'encryptionMarker' | 'aesKeyHex' | 'aesIvHex'>;
    fetch?: typeof fetch;
    setTimer?: (callback: () => void, ms: number) => unknown;
    clearTimer?: (timer: unknown) => void;
    random?: () => number;
    /** How many events are kept for hooks that catch up (default 500). */
    keep?: number;
}

/** The wait before the n-th try in a row: 1 s doubling to 30 s, ± half of it at random (no retry storm when a server restarts). */
export const backoffDelay = (failures: number, random: () => number) => Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)) * (0.5 + random());

/** How long a stream the server superseded waits before it tries again by itself. */
const PAUSE_MS = 60_000;

/** Why a connection attempt ended, which decides what comes next. */
type Outcome = 'unsupported' | 'ended' | 'paused' | 'retry';

/**
 * The live stream's client (docs/protocol.md §17): `fetch` rather than EventSource, because a
 * refusal and a 404 must be told apart from a dropped connection, and each try needs a URL signed
 * afresh (a signature is good for 300 s). The body is read with eventsource-parser; each event is
 * checked (`readLiveEvent`) and handed to the subscribers. It reconnects with backoff and resumes
 * after the last event's id, stops for good against a backend without the stream (404), and
 * never shows an error itself: the subscribers and the status indicator do what the UI needs.
 */
export const createLiveClient = ({
    signedUrl,
    ensureFresh,
    hasSession,
    config,
    fetch: fetchImpl = (...args) => fetch(...args),
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = timer => clearTimeout(timer as ReturnType<typeof setTimeout>),
    random = Math.random,
    keep = 500,
}: LiveClientDeps): LiveClient => {
    let status: LiveStatus = 'idle';
    let running = false;
    let abort: AbortController | undefined;
    let timer: unknown;
    let failures = 0;
    let lastId: string | undefined;
    let seq = 0;
    /** The run a connection belongs to: a stop (or a new start) makes older ones quiet. */
    let generation = 0;
    const kept: NumberedEvent[] = [];
    const listeners = new Set<(event: NumberedEvent) => void>();
    const statusListeners = new Set<(status: LiveStatus) => void>();

    const setStatus = (next: LiveStatus) => {
        if (next === status) return;
        status = next;
        for (const listener of [...statusListeners]) listener(next);
    };

    const emit = (event: LiveEvent) => {
        const numbered = { ...event, seq: ++seq } as NumberedEvent;
        kept.push(numbered);
        if (kept.length > keep) kept.splice(0, kept.length - keep);
        for (const listener of [...listeners]) listener(numbered);
    };

    /**
     * A refusal's envelope (encrypted or plain). `login` ends the session: handed on as a `session`
     * event with the server's text, as the stream itself would say it. Anything else (a signature or
     * a clock the server refused) is worth a newly signed try.
     */
    const refusalOutcome = (text: string): Outcome => {
        const { encryptionMarker: marker, aesKeyHex: keyHex, aesIvHex: ivHex } = config();
        let envelope: unknown = decryptEnvelope(text, { marker, keyHex, ivHex });
        try {
            if (typeof envelope === 'string') envelope = JSON.parse(envelope);
        } catch {
            return 'retry';
        }
        const { data, msg } = (envelope && typeof envelope === 'object' ? envelope : {}) as { data?: unknown; msg?: unknown };
        if (data !== 'login') return 'retry';
        emit({ type: 'session', data: { msg: typeof msg === 'string' ? msg : '' } });
        return 'ended';
    };

    /** One connection, from the request to its end. */
    const connect = async (mine: number, signal: AbortSignal): Promise<Outcome> => {
        try {
            await ensureFresh();
        } catch (error) {
            // An ended session has already said so (the session store); a refresh that failed on the network is tried again.
            return isSessionEndedError(error) ? 'ended' : 'retry';
        }
        // Loaded with the first stream, not with the login page: signing in needs none of it.
        const { createParser } = await import('eventsource-parser');
        if (mine !== generation) return 'retry';
        const response = await fetchImpl(signedUrl(LIVE_EVENTS_PATH, lastId ? { [LAST_EVENT_ID_PARAM]: lastId } : {}), {
            headers: { accept: 'text/event-stream' },
            cache: 'no-store',
            signal,
        });
        if (response.status === 404) return 'unsupported';
        if (!response.ok) return 'retry';
        if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return refusalOutcome(await response.text());
        if (!response.body) return 'retry';

        let outcome: Outcome = 'retry';
        const parser = createParser({
            onEvent: message => {
                const event = readLiveEvent(message.event, message.data, message.id);
                if (!event || mine !== generation) return;
                if (message.id) lastId = message.id;
                if (event.type === 'ready') {
                    failures = 0;
                    setStatus('live');
                }
                if (event.type === 'session') outcome = 'ended';
                if (event.type === 'closed' && event.data.reason === 'superseded') outcome = 'paused';
                emit(event);
            },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
            const { done, value } = await reader.read();
            if (done || mine !== generation) break;
            parser.feed(value);
            if (outcome !== 'retry') {
                await reader.cancel().catch(() => undefined);
                break;
            }
        }
        return outcome;
    };

    const schedule = (ms: number) => {
        clearTimer(timer);
        timer = setTimer(() => {
            timer = undefined;
            run();
        }, ms);
    };

    const run = () => {
        if (!running || !hasSession()) return;
        const mine = generation;
        abort?.abort();
        const controller = new AbortController();
        abort = controller;
        if (status !== 'live') setStatus(failures === 0 && status === 'idle' ? 'connecting' : status === 'paused' ? 'paused' : 'reconnecting');
        connect(mine, controller.signal)
            .catch((): Outcome => 'retry')
            .then(outcome => {
                if (mine !== generation || !running) return;
                switch (outcome) {
                    case 'unsupported':
                        running = false;
                        setStatus('unsupported');
                        return;
                    case 'ended':
                        running = false;
                        setStatus('ended');
                        return;
                    case 'paused':
                        setStatus('paused');
                        schedule(PAUSE_MS);
                        return;
                    case 'retry':
                        setStatus('reconnecting');
                        schedule(backoffDelay(failures++, random));
                }
            });
    };

    return {
        start() {
            if (running) return;
            running = true;
            generation += 1;
            failures = 0;
            setStatus('idle');
            run();
        },
        stop() {
            running = false;
            generation += 1;
            clearTimer(timer);
            timer = undefined;
            abort?.abort();
            abort = undefined;
            lastId = undefined;
            setStatus('idle');
        },
        resume() {
            if (!running || status === 'live' || status === 'connecting') return;
            failures = 0;
            schedule(0);
        },
        status: () => status,
        onStatus(listener) {
            statusListeners.add(listener);
            return () => void statusListeners.delete(listener);
        },
        subscribe(listener, after) {
            if (after !== undefined && after < seq) {
                const first = kept[0]?.seq ?? seq + 1;
                if (after + 1 < first) listener({ type: 'reset', data: {}, seq });
                else for (const event of kept) if (event.seq > after) listener(event);
            }
            listeners.add(listener);
            return () => void listeners.delete(listener);
        },
        lastSeq: () => seq,
    };
};
