import { constants, privateDecrypt } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import vectors from '../../../shared/protocol/vectors.json';
import { canonicalize, sign, type SignHash } from '../../src/dataProvider/protocol/sign';
import { decryptEnvelope, encryptEnvelope } from '../../src/dataProvider/protocol/envelope';
import { encryptField } from '../../src/dataProvider/protocol/encryptField';
import { decryptField } from '../../server/crypto/decryptField';

const keys = { marker: vectors.aes.marker, keyHex: vectors.aes.key_hex, ivHex: vectors.aes.iv_hex };

describe('signature vectors (PROTOCOL.md §2)', () => {
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

describe('response envelope vectors (PROTOCOL.md §3)', () => {
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

describe('RSA field encryption vectors (PROTOCOL.md §3)', () => {
    for (const c of vectors.rsa.cases) {
        it('the server decrypts the given ciphertext', () => {
            expect(decryptField(c.ciphertext_b64, vectors.rsa.private_key_pem)).toBe(c.plain);
        });
        it('a client encryption round-trips through the server', async () => {
            const ciphertext = await encryptField(c.plain, vectors.rsa.public_key_pem);
            expect(ciphertext).not.toBe(c.ciphertext_b64); // PKCS#1 v1.5 pads randomly
            expect(decryptField(ciphertext, vectors.rsa.private_key_pem)).toBe(c.plain);
        });
    }
    it('the ciphertext is PKCS#1 v1.5, which Node 20 refuses to decrypt by itself', () => {
        expect(() =>
            privateDecrypt(
                { key: vectors.rsa.private_key_pem, padding: constants.RSA_PKCS1_PADDING },
                Buffer.from(vectors.rsa.cases[0].ciphertext_b64, 'base64')
            )
        ).toThrow();
        expect(forge.pki.privateKeyFromPem(vectors.rsa.private_key_pem)).toBeTruthy();
    });
    it('a key that is not a public key is refused with an error', async () => {
        await expect(encryptField('secret', 'not a key')).rejects.toThrow('RSA encryption failed');
    });
    it('rejects garbage with an error, not a crash', () => {
        expect(decryptField('not-base64!!', vectors.rsa.private_key_pem)).toBeUndefined();
    });
});
