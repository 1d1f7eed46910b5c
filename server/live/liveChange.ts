/** Who wrote, as the database notes it (the call and merchant stay on the server). */
export interface Writer {
    id: number;
    name: string;
    suid: string;
    call: string;
}

/** One followed change as the commit trigger numbers it. */
export interface Change {
    seq: number;
    t: string;
    a: 'created' | 'updated' | 'deleted';
    n: number;
    ids?: Array<string | number>;
    v?: number;
    by?: Writer;
    at: number;
}

/** A number from a notification or a row, which may carry it as text. */
export const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value));

export const readWriter = (value: unknown): Writer | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const writer = value as Record<string, unknown>;
    return { id: numberOf(writer.id), name: String(writer.name ?? ''), suid: String(writer.suid ?? ''), call: String(writer.call ?? '') };
};

/**
 * A change as the commit trigger wrote it (a notification's entry or a `live_events` body),
 * numbered `seq`; `by` and `at` are the notification's own when its entries leave them out.
 */
export const readChange = (seq: number, raw: Record<string, unknown>, by?: Writer, at?: number): Change => ({
    seq,
    t: String(raw.t),
    a: raw.a as Change['a'],
    n: numberOf(raw.n) || 0,
    ...(Array.isArray(raw.ids) ? { ids: raw.ids as Array<string | number> } : {}),
    ...(raw.v !== undefined && raw.v !== null ? { v: numberOf(raw.v) } : {}),
    by: readWriter(raw.by) ?? by,
    at: numberOf(raw.at ?? at) || 0,
});
