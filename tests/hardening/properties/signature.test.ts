import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalize, sign, type SignHash } from '../../../protocol/sign';
import vectorsFile from '../../../protocol/vectors.json';
import { checkProperty } from '../support/checkProperty';

/**
 * docs/protocol.md §2 written again from the text, sharing no code with protocol/sign.ts: if both
 * read the rules the same way they agree on every parameter object fast-check can build.
 */
const oracleText = (value: unknown): string | undefined => {
    if (value === null || value === undefined || value === '') return undefined; // step 2
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return JSON.stringify(value); // arrays and objects, without spaces
};

/** Step 5: ascending by UTF-16 code units, compared one unit at a time. */
const compareUnits = (a: string, b: string) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const d = a.charCodeAt(i) - b.charCodeAt(i);
        if (d !== 0) return d;
    }
    return a.length - b.length;
};

const reverseByCodePoints = (key: string) => {
    const points: number[] = [];
    for (const ch of key) points.push(ch.codePointAt(0)!); // a string iterator walks code points
    return points.reverse().reduce((text, point) => text + String.fromCodePoint(point), '');
};

const oracleCanonical = (params: Record<string, unknown>) =>
    Object.keys(params)
        .flatMap(key => {
            const text = oracleText(params[key]);
            if (text === undefined || text === '' || /["\\]/.test(text)) return []; // steps 2 and 3
            return [{ key: reverseByCodePoints(key), text }];
        })
        .sort((a, b) => compareUnits(a.key, b.key))
        .map(({ key, text }) => `${key}=${text}`)
        .join('&');

/** Step 7 with Node's own hashes over UTF-8 bytes. Lone surrogates have no UTF-8 form: both sides replace them (U+FFFD). */
const oracleSign = (params: Record<string, unknown>, secret: string, hash: SignHash) => {
    let digest = oracleCanonical(params) + secret;
    for (let round = 0; round < 3; round++) digest = createHash(hash).update(digest, 'utf8').digest('hex');
    return digest;
};

const vectors = vectorsFile as {
    signature: Array<{ name: string; params: Record<string, unknown>; secret: string; hash: SignHash; canonical: string; signature: string }>;
};

// Keys and text that hit the rules: quotes, backslashes, separators, astral characters, empties.
const tricky = fc.string({ unit: fc.constantFrom('a', 'b', 'Z', '_', '"', '\\', '=', '&', ' ', '中', '😀', 'é', '0'), maxLength: 8 });
const key = fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 6 }), fc.constantFrom('timestamp', 'accesstoken', 'page', 'price_min'));
const value = fc.oneof(
    tricky,
    fc.string({ unit: 'grapheme', maxLength: 10 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constantFrom(null, undefined, '', 0, false),
    fc.array(fc.oneof(fc.integer(), tricky), { maxLength: 4 }),
    fc.jsonValue({ maxDepth: 2 })
);
const params = fc.dictionary(key, value, { maxKeys: 12 });
const hash = fc.constantFrom<SignHash>('md5', 'sha1', 'sha256');

describe('signature canonicalisation (docs/protocol.md §2)', () => {
    it('the oracle reproduces every shared vector, so it reads the rules as the vectors do', () => {
        for (const vector of vectors.signature) {
            expect(oracleCanonical(vector.params), vector.name).toBe(vector.canonical);
            expect(oracleSign(vector.params, vector.secret, vector.hash), vector.name).toBe(vector.signature);
        }
    });

    it('canonicalize agrees with the oracle for arbitrary parameter objects', async () => {
        await checkProperty(
            'signature canonical string',
            fc.property(params, p => {
                expect(canonicalize(p)).toBe(oracleCanonical(p));
            })
        );
    });

    it('sign agrees with the oracle for arbitrary parameters, secrets and hashes', async () => {
        await checkProperty(
            'signature hash',
            fc.property(params, fc.string({ unit: 'grapheme', maxLength: 24 }), hash, (p, secret, h) => {
                expect(sign(p, secret, h)).toBe(oracleSign(p, secret, h));
            })
        );
    });
});
