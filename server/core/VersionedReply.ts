import { createHash } from 'node:crypto';

/**
 * A reply whose data carries a validator (docs/protocol.md §9.1): the dispatcher sends it with an
 * `ETag`, or answers 304 without a body when the caller's `If-None-Match` names that tag. The tag
 * is a hash of the data exactly as this caller would receive it, so it differs wherever the data
 * differs: another language, merchant or role, or a changed declaration. It is weak (`W/`):
 * the same data goes out encrypted or plain, in different bytes.
 */
export interface VersionedReply {
    kind: 'versioned';
    data: unknown;
    etag: string;
}

export const versionedReply = (data: unknown): VersionedReply => ({
    kind: 'versioned',
    data,
    etag: `W/"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 32)}"`,
});

export const isVersionedReply = (value: unknown): value is VersionedReply =>
    !!value && typeof value === 'object' && (value as VersionedReply).kind === 'versioned' && typeof (value as VersionedReply).etag === 'string';

/**
 * Whether an `If-None-Match` header names `etag`, by the weak comparison GET uses (RFC 9110
 * §13.1.2): a list of tags, `W/` ignored on both sides, or `*`. Anything malformed matches nothing,
 * so the full reply goes out.
 */
export const ifNoneMatchHolds = (header: string | readonly string[] | undefined, etag: string): boolean => {
    const text = Array.isArray(header) ? header.join(',') : header;
    if (typeof text !== 'string' || !text.trim() || text.length > 2000) return false;
    if (text.trim() === '*') return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    const wanted = opaque(etag);
    return text.split(',').some(tag => opaque(tag) === wanted);
};
