/**
 * The live event stream of docs/protocol.md §17, an optional part of the protocol: a server-sent
 * event stream (`text/event-stream`) of what other operators write. The console and the reference
 * server both read this module, so the names, shapes and positions cannot drift apart.
 */

/** The stream's call, opened like a URL in a new window (signed query, docs/protocol.md §1). */
export const LIVE_EVENTS_PATH = 'seller/live/Events';

/** The signed query parameter a client resumes with when it cannot send `Last-Event-ID`. */
export const LAST_EVENT_ID_PARAM = 'lastEventId';

/**
 * A list page's parameter that narrows its rows to these keys (`pk` values joined with `,`),
 * within the filters the call also gives: how a live list reads again the rows an event names.
 */
export const ROWS_BY_KEY_PARAM = '_ids';
export const ROWS_BY_KEY_LIMIT = 100;

/** Seconds between two comment lines of an idle stream (proxies close silent connections). */
export const LIVE_HEARTBEAT_SECONDS = 15;

export const TABLE_ACTIONS = ['created', 'updated', 'deleted', 'imported'] as const;
export type TableAction = (typeof TABLE_ACTIONS)[number];

/** Who wrote: the account and its name (absent for the server's own writes). */
export interface LiveWriter {
    id: number;
    name: string;
}

/** `table`: rows of a list the caller may read were written. */
export interface LiveTableEvent {
    /** The list api (`seller/dealer/DealerList`). */
    api: string;
    /** The rows' keys (the list's `pk`); absent when more rows changed than an event names, or the keys are not the list's. */
    ids?: Array<string | number>;
    /** How many rows changed. */
    count: number;
    action: TableAction;
    by?: LiveWriter;
    /** Unix seconds of the commit. */
    at: number;
    /** The row's version after the write, when one row of a versioned table changed. */
    _version?: number;
}

/** `badge`: figure calls (menu badges, tab counts, the Workbench) whose answer the writes may have changed. */
export interface LiveBadgeEvent {
    calls: string[];
}

/** `export`: one of the caller's export tasks moved: 0 queued, 1 running (with the rows written so far), 2 done. */
export interface LiveExportEvent {
    id: number;
    status: number;
    rows: number;
}

/** `session`: this session was revoked; the stream ends after it. `msg` is the refusal text of docs/protocol.md §10. */
export interface LiveSessionEvent {
    msg: string;
}

/** `closed`: the server ends this stream on purpose; `superseded` means the account opened too many. */
export interface LiveClosedEvent {
    reason: 'superseded' | 'expired' | 'shutdown';
}

/**
 * `catalogue`: a design was saved or rolled back (docs/protocol.md §19): the tables it changed, and
 * when (Unix seconds). Sent on every open stream: the console reads the published menu entries
 * again and drops the definitions of those tables.
 */
export interface LiveCatalogueEvent {
    tables: string[];
    at: number;
}

/** Every event the stream sends, by its `event:` name. `ready` opens a stream, `reset` says events were lost. */
export interface LiveEventMap {
    ready: { heartbeat: number };
    table: LiveTableEvent;
    badge: LiveBadgeEvent;
    export: LiveExportEvent;
    session: LiveSessionEvent;
    reset: Record<string, never>;
    closed: LiveClosedEvent;
    catalogue: LiveCatalogueEvent;
}

export type LiveEventName = keyof LiveEventMap;

export type LiveEvent = { [K in LiveEventName]: { type: K; data: LiveEventMap[K]; id?: string } }[LiveEventName];

/**
 * A stream's position: the last event of the caller's merchant and the last of the rows no merchant
 * owns (platform and shared tables), each numbered in commit order. On the wire, `merchant-shared`.
 */
export interface LivePosition {
    merchant: number;
    shared: number;
}

export const formatPosition = ({ merchant, shared }: LivePosition) => `${merchant}-${shared}`;

/** The position an event id names, or undefined for anything else (then the stream starts with `reset`). */
export const parsePosition = (text: unknown): LivePosition | undefined => {
    if (typeof text !== 'string') return undefined;
    const match = /^(\d{1,15})-(\d{1,15})$/.exec(text.trim());
    if (!match) return undefined;
    return { merchant: Number(match[1]), shared: Number(match[2]) };
};

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isKey = (value: unknown): value is string | number => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

const readWriter = (value: unknown): LiveWriter | undefined =>
    isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string' ? { id: value.id, name: value.name } : undefined;

/** Each event's data as the receiving side checks it: a malformed one is undefined and ignored, never trusted. */
const READERS: { [K in LiveEventName]: (data: unknown) => LiveEventMap[K] | undefined } = {
    ready: data => ({ heartbeat: (isRecord(data) && count(data.heartbeat)) || LIVE_HEARTBEAT_SECONDS }),
    table: data => {
        if (!isRecord(data) || typeof data.api !== 'string' || !data.api) return undefined;
        if (!(TABLE_ACTIONS as readonly unknown[]).includes(data.action)) return undefined;
        const ids = Array.isArray(data.ids) && data.ids.every(isKey) ? (data.ids as Array<string | number>) : undefined;
        const by = readWriter(data.by);
        const version = count(data._version);
        return {
            api: data.api,
            action: data.action as TableAction,
            count: count(data.count) ?? ids?.length ?? 0,
            at: count(data.at) ?? 0,
            ...(ids ? { ids } : {}),
            ...(by ? { by } : {}),
            ...(version !== undefined ? { _version: version } : {}),
        };
    },
    badge: data => (isRecord(data) && Array.isArray(data.calls) ? { calls: data.calls.filter((call): call is string => typeof call === 'string') } : undefined),
    export: data => {
        if (!isRecord(data) || !isKey(data.id) || count(data.status) === undefined) return undefined;
        return { id: Number(data.id), status: count(data.status)!, rows: count(data.rows) ?? 0 };
    },
    session: data => ({ msg: isRecord(data) && typeof data.msg === 'string' ? data.msg : '' }),
    reset: () => ({}),
    catalogue: data =>
        isRecord(data) && Array.isArray(data.tables)
            ? { tables: data.tables.filter((table): table is string => typeof table === 'string'), at: count(data.at) ?? 0 }
            : undefined,
    closed: data => ({
        reason: isRecord(data) && (data.reason === 'superseded' || data.reason === 'expired' || data.reason === 'shutdown') ? data.reason : 'shutdown',
    }),
};

/** An event as it arrived (name, data text, id), checked; undefined for an unknown name or malformed data. */
export const readLiveEvent = (type: string | undefined, dataText: string, id?: string): LiveEvent | undefined => {
    const name = (type || 'message') as LiveEventName;
    if (!Object.hasOwn(READERS, name)) return undefined;
    let data: unknown;
    try {
        data = dataText === '' ? {} : JSON.parse(dataText);
    } catch {
        return undefined;
    }
    const read = READERS[name](data);
    return read === undefined ? undefined : ({ type: name, data: read, ...(id ? { id } : {}) } as LiveEvent);
};
