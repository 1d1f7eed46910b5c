import { createParser } from 'eventsource-parser';
import { LAST_EVENT_ID_PARAM, LIVE_EVENTS_PATH, readLiveEvent, type LiveEvent, type LiveEventName } from '../../../protocol/liveEvents';
import type { TestClient } from './createTestClient';

export interface LiveStreamReader {
    status: number;
    contentType: string;
    /** The answer's Connection header. */
    connection: string | null;
    /** Every event read so far, in order. */
    events: LiveEvent[];
    /** Comment lines read so far (heartbeats). */
    comments: number;
    /** The id of the last event that carried one. */
    lastId?: string;
    /** The first event of this type that matches and was not answered before, waiting for it up to `ms`. */
    next<K extends LiveEventName>(type: K, match?: (event: Extract<LiveEvent, { type: K }>) => boolean, ms?: number): Promise<Extract<LiveEvent, { type: K }>>;
    /** Resolves when the server ends the stream or cuts it. */
    ended: Promise<void>;
    close(): void;
}

export interface OpenOptions {
    /** Resume after this id, sent as the `Last-Event-ID` header (default) or as the signed `lastEventId` parameter. */
    lastEventId?: string;
    resumeBy?: 'header' | 'param';
    /** A URL of one's own (bad signatures, foreign tokens) instead of the client's signed one. */
    url?: string;
}

/**
 * The live stream as a test reads it: the client's signed URL (as the console opens it), the
 * body fed to the same SSE parser the console uses, every event checked with the protocol's
 * reader. A refusal (an envelope instead of a stream) is kept as `refusal`.
 */
export const openLiveStream = async (client: TestClient, options: OpenOptions = {}): Promise<LiveStreamReader & { refusal?: string }> => {
    const params = options.lastEventId && options.resumeBy === 'param' ? { [LAST_EVENT_ID_PARAM]: options.lastEventId } : {};
    const url = options.url ?? client.http.signedUrl(LIVE_EVENTS_PATH, params);
    const abort = new AbortController();
    const headers: Record<string, string> = { ignoreencryption: '1' };
    if (options.lastEventId && options.resumeBy !== 'param') headers['last-event-id'] = options.lastEventId;
    const response = await fetch(url, { headers, signal: abort.signal });
    const contentType = response.headers.get('content-type') ?? '';
    const events: LiveEvent[] = [];
    const waiters: Array<() => void> = [];
    const answered = new Set<number>();
    const reader: LiveStreamReader & { refusal?: string } = {
        status: response.status,
        contentType,
        connection: response.headers.get('connection'),
        events,
        comments: 0,
        ended: Promise.resolve(),
        async next(type, match, ms = 10_000) {
            const deadline = Date.now() + ms;
            for (;;) {
                const index = events.findIndex(
                    (event, i) => !answered.has(i) && event.type === type && (!match || match(event as Extract<LiveEvent, { type: typeof type }>))
                );
                if (index >= 0) {
                    answered.add(index);
                    return events[index] as Extract<LiveEvent, { type: typeof type }>;
                }
                const left = deadline - Date.now();
                if (left <= 0) throw new Error(`no ${type} event within ${ms} ms; had: ${events.map(event => event.type).join(', ')}`);
                await new Promise<void>(resolve => {
                    const timer = setTimeout(resolve, left);
                    waiters.push(() => {
                        clearTimeout(timer);
                        resolve();
                    });
                });
            }
        },
        close: () => abort.abort(),
    };
    if (!contentType.startsWith('text/event-stream')) {
        reader.refusal = await response.text();
        return reader;
    }
    const parser = createParser({
        onEvent: message => {
            const event = readLiveEvent(message.event, message.data, message.id);
            if (!event) return;
            if (message.id) reader.lastId = message.id;
            events.push(event);
            for (const wake of waiters.splice(0)) wake();
        },
        onComment: () => {
            reader.comments += 1;
            for (const wake of waiters.splice(0)) wake();
        },
    });
    const body = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    reader.ended = (async () => {
        try {
            for (;;) {
                const { done, value } = await body.read();
                if (done) return;
                parser.feed(value);
            }
        } catch {
            // Cut, or closed by the test.
        } finally {
            for (const wake of waiters.splice(0)) wake();
        }
    })();
    return reader;
};
