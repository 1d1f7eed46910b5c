import { createParser } from 'eventsource-parser';
import { decryptEnvelope } from '../../protocol/envelope';
import {
    LAST_EVENT_ID_PARAM,
    LIVE_EVENTS_PATH,
    LIVE_HEARTBEAT_SECONDS,
    ROWS_BY_KEY_PARAM,
    parsePosition,
    readLiveEvent,
    type LiveEvent,
} from '../../protocol/liveEvents';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import type { Check, Deployment } from './protocolChecks';
import type { ListFacts } from './tableChecks';

/** How long a check reads a stream for the events it expects. */
const READ_MS = 5000;

interface Opened {
    status: number;
    contentType: string;
    /** The events read within the time given (the stream is closed after). */
    events: LiveEvent[];
    /** The body of a reply that is not a stream. */
    text?: string;
}

/** Opens the stream at `url`, reads it for `ms` or until `enough` says so, and closes it. */
const readStream = async (deployment: Deployment, url: string, enough: (events: LiveEvent[]) => boolean, ms = READ_MS): Promise<Opened> => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), ms);
    try {
        const response = await deployment.fetch(url, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
        const contentType = response.headers.get('content-type') ?? '';
        if (!contentType.startsWith('text/event-stream') || !response.body)
            return { status: response.status, contentType, events: [], text: await response.text() };
        const events: LiveEvent[] = [];
        const parser = createParser({
            onEvent: message => {
                const event = readLiveEvent(message.event, message.data, message.id);
                if (event) events.push(event);
            },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        try {
            while (!enough(events)) {
                const { done, value } = await reader.read();
                if (done) break;
                parser.feed(value);
            }
        } catch {
            // Cut at the time limit: what was read is the answer.
        }
        abort.abort();
        return { status: response.status, contentType, events };
    } finally {
        clearTimeout(timer);
    }
};

const envelopeOf = (deployment: Deployment, text: string | undefined) => {
    const { encryptionMarker: marker, aesKeyHex: keyHex, aesIvHex: ivHex } = deployment.config;
    const decoded = decryptEnvelope(text ?? '', { marker, keyHex, ivHex });
    try {
        return (typeof decoded === 'string' ? JSON.parse(decoded) : decoded) as { status?: unknown; msg?: unknown; data?: unknown } | undefined;
    } catch {
        return undefined;
    }
};

/**
 * docs/protocol.md §17, where the deployment offers the stream (its call not answered 404): it opens
 * as a stream with `ready` and a position; a URL without its signature is refused with the envelope;
 * resuming from its own position gives no `reset`, from one it never gave gives `reset`; a list reads
 * the rows of given keys (`_ids`). Writes nothing. A deployment without the stream gets one line
 * that says so, and holds.
 */
export const liveChecks = (deployment: Deployment, http: HttpClient, lists: readonly ListFacts[]): Check[] => {
    let offered: Promise<Opened> | undefined;
    const probe = () => (offered ??= readStream(deployment, http.signedUrl(LIVE_EVENTS_PATH), events => events.some(event => event.type === 'ready')));
    const whenOffered = (name: string, run: (first: Opened) => Promise<string | undefined>): Check => ({
        name,
        run: async () => {
            const first = await probe();
            return first.status === 404 ? undefined : run(first);
        },
    });
    return [
        {
            name: 'live stream (optional, §17): offered, or answered 404 as an unknown call',
            run: async () => {
                const first = await probe();
                if (first.status === 404) return undefined;
                if (first.status !== 200) return `HTTP ${first.status}`;
                return first.contentType.startsWith('text/event-stream')
                    ? undefined
                    : `answered ${first.contentType || 'no content type'}: ${(first.text ?? '').slice(0, 80)}`;
            },
        },
        whenOffered(`live stream: it opens with a ready event carrying a position and a heartbeat of at most ${LIVE_HEARTBEAT_SECONDS} s`, async first => {
            const ready = first.events.find(event => event.type === 'ready');
            if (!ready) return `no ready event within ${READ_MS / 1000} s`;
            if (!parsePosition(ready.id)) return `its id ${JSON.stringify(ready.id)} is not a position (merchant-shared)`;
            return ready.type === 'ready' && ready.data.heartbeat <= LIVE_HEARTBEAT_SECONDS ? undefined : `a heartbeat of ${JSON.stringify(ready.data)}`;
        }),
        whenOffered('live stream: a URL without its signature is refused with the envelope, not streamed', async () => {
            const url = new URL(http.signedUrl(LIVE_EVENTS_PATH));
            url.searchParams.delete('signature');
            const answer = await readStream(deployment, url.toString(), () => true);
            if (answer.contentType.startsWith('text/event-stream')) return 'it was streamed';
            const envelope = envelopeOf(deployment, answer.text);
            return envelope?.status === false ? undefined : `answered HTTP ${answer.status}: ${(answer.text ?? '').slice(0, 80)}`;
        }),
        whenOffered('live stream: resuming from its own position gives no reset; from a position it never gave, reset', async first => {
            const position = first.events.find(event => event.type === 'ready')?.id;
            if (!position) return 'no position to resume from';
            const resumed = await readStream(
                deployment,
                http.signedUrl(LIVE_EVENTS_PATH, { [LAST_EVENT_ID_PARAM]: position }),
                events => events.some(event => event.type === 'reset'),
                2000
            );
            if (!resumed.events.some(event => event.type === 'ready')) return 'the resumed stream sent no ready event';
            if (resumed.events.some(event => event.type === 'reset')) return `resuming from ${position} gave reset`;
            const unknown = await readStream(deployment, http.signedUrl(LIVE_EVENTS_PATH, { [LAST_EVENT_ID_PARAM]: 'not-a-position' }), events =>
                events.some(event => event.type === 'reset')
            );
            return unknown.events.some(event => event.type === 'reset') ? undefined : 'resuming from "not-a-position" gave no reset';
        }),
        whenOffered(`live stream: a list page with ${ROWS_BY_KEY_PARAM} holds only the rows of those keys`, async () => {
            const list = lists.find(facts => facts.rows.length >= 2);
            if (!list) return undefined;
            const keys = list.rows.slice(0, 2).map(row => String(row[list.definition.pk]));
            const page = await http.request<{ data?: Array<Record<string, unknown>> }>(list.api, {
                params: { page: 1, limit: 10, [ROWS_BY_KEY_PARAM]: keys[1] },
                hideError: true,
            });
            const got = (page?.data ?? []).map(row => String(row[list.definition.pk]));
            return got.length === 1 && got[0] === keys[1]
                ? undefined
                : `${list.api} with ${ROWS_BY_KEY_PARAM}=${keys[1]} answered keys ${JSON.stringify(got).slice(0, 80)}`;
        }),
    ];
};
