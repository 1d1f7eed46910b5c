/**
 * One server-sent event as the stream writes it (the WHATWG `text/event-stream` format): its name,
 * its data as one line of JSON (JSON has no raw line breaks), and, when given, the id a client
 * resumes after.
 */
export const sseFrame = (event: string, data: unknown, id?: string) => sseEnd(sseLines(event, data), id);

/** An event's name and data lines, before its end (one text for every stream that gets the same event). */
export const sseLines = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n`;

/** Ends an event's lines, with the id to resume after when given (a field's order within an event does not matter). */
export const sseEnd = (lines: string, id?: string) => `${lines}${id ? `id: ${id}\n` : ''}\n`;

/** A comment line: it keeps proxies from closing a quiet stream and is never dispatched. */
export const sseComment = (text: string) => `: ${text.replace(/[\r\n]/g, ' ')}\n\n`;

/** The reconnection delay a plain EventSource uses (milliseconds). */
export const sseRetry = (ms: number) => `retry: ${Math.max(0, Math.trunc(ms))}\n\n`;
