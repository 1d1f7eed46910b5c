import type { Lang } from '../../protocol/lang';
import type { LivePosition } from '../../protocol/liveEvents';
import type { CallUser } from '../core/CallUser';

/** A client's end of a stream: the endpoint writes the response, the hub decides what goes in it. */
export interface StreamSink {
    /** Writes and answers how many bytes wait unsent for this client. */
    write(text: string): number;
    /** Ends the response. */
    end(): void;
    /** Cuts the connection at once (a client that does not read). */
    destroy(): void;
}

export interface StreamOpening {
    user: CallUser;
    sessionId: number;
    lang: Lang;
    /** Unix seconds at which the access token the stream was opened with expires. */
    expiresAt: number;
    /** The `Last-Event-ID` (or signed `lastEventId`) the client resumes after, if any. */
    resumeFrom?: string;
    sink: StreamSink;
}

/** A stream the hub serves: its opening, where it stands, and its caller's rights as last read. */
export interface LiveStream extends StreamOpening {
    key: number;
    pos: LivePosition;
    /** The position the client was last told. */
    told: string;
    blockedAddons: ReadonlySet<string>;
    /** Whether the caller may make a call, by path, as answered so far. */
    permitted: Map<string, boolean>;
    closed: boolean;
}
