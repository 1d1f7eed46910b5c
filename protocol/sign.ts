import MD5 from 'crypto-js/md5.js';
import SHA1 from 'crypto-js/sha1.js';
import SHA256 from 'crypto-js/sha256.js';

/** Hash functions docs/protocol.md §2 allows; the choice is a runtime setting. */
export type SignHash = 'md5' | 'sha1' | 'sha256';

const hashers: Record<SignHash, (text: string) => { toString(): string }> = {
    md5: MD5,
    sha1: SHA1,
    sha256: SHA256,
};

export const isSignHash = (value: unknown): value is SignHash => typeof value === 'string' && value in hashers;

/** Step 1 of docs/protocol.md §2: the text form of a value, or undefined when it is dropped. */
export const toSignedText = (value: unknown): string | undefined => {
    if (value === null || value === undefined) return undefined;
    const text =
        typeof value === 'string'
            ? value
            : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
              ? String(value)
              : JSON.stringify(value);
    if (text === undefined || text === '') return undefined;
    return text;
};

const reverseKey = (key: string) => Array.from(key).reverse().join('');

/**
 * The canonical string of docs/protocol.md §2, steps 1 to 6 without the secret:
 * values as text, empties and values holding `"` or `\` dropped, keys reversed by code
 * point and sorted by UTF-16 code units, joined as `rkey=value&...`.
 */
export const canonicalize = (params: Record<string, unknown>): string => {
    const pairs: Array<[string, string]> = [];
    for (const [key, value] of Object.entries(params)) {
        const text = toSignedText(value);
        if (text === undefined || text.includes('"') || text.includes('\\')) continue;
        pairs.push([reverseKey(key), text]);
    }
    pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return pairs.map(([key, value]) => `${key}=${value}`).join('&');
};

/** The signature: the hash applied three times over the canonical string plus the secret. */
export const sign = (params: Record<string, unknown>, secret: string, hash: SignHash = 'md5'): string => {
    const hasher = hashers[hash];
    if (!hasher) throw new Error(`Unsupported signature hash: ${String(hash)}`);
    let digest = canonicalize(params) + secret;
    for (let round = 0; round < 3; round++) digest = hasher(digest).toString();
    return digest;
};
