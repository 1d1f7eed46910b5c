import { describe, expect, it } from 'vitest';
import vectors from './vectors.json';
import { canonicalize, sign, type SignHash } from './sign';
import { decryptEnvelope, encryptEnvelope } from './envelope';

// The protocol's test vectors (docs/protocol.md §14): the console and the reference server both sign and encrypt
// with this module, so passing them here holds for both sides.
const keys = { marker: vectors.aes.marker, keyHex: vectors.aes.key_hex, ivHex: vectors.aes.iv_hex };

describe('signature vectors (docs/protocol.md §2)', () => {
    for (const vector of vectors.signature) {
        it(vector.name, () => {
            expect(canonicalize(vector.params)).toBe(vector.canonical);
            expect(sign(vector.params, vector.secret, vector.hash as SignHash)).toBe(vector.signature);
        });
    }
    it('changes when any signed value changes', () => {
        const base = vectors.signature[0];
        expect(sign({ ...base.params, page: 2 }, base.secret)).not.toBe(base.signature);
        expect(sign(base.params, 'another-secret')).not.toBe(base.signature);
    });
});

describe('response envelope vectors (docs/protocol.md §4)', () => {
    for (const [index, c] of vectors.aes.cases.entries()) {
        it(`decrypts case ${index + 1}`, () => {
            expect(decryptEnvelope(c.body, keys)).toEqual(JSON.parse(c.plain));
        });
        it(`encrypts case ${index + 1} to the exact body`, () => {
            expect(encryptEnvelope(c.plain, keys)).toBe(c.body);
        });
    }
    for (const body of vectors.aes.unchanged) {
        it(`returns ${JSON.stringify(body)} unchanged`, () => {
            expect(decryptEnvelope(body, keys)).toBe(body);
        });
    }
    it('passes non-strings through', () => {
        const value = { status: true };
        expect(decryptEnvelope(value, keys)).toBe(value);
    });
});
