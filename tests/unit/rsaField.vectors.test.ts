import { constants, privateDecrypt } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import vectors from '../../protocol/vectors.json';
import { encryptField } from '../../src/dataProvider/encryptField';
import { decryptField } from '../../server/crypto/decryptField';

// The console encrypts with jsencrypt and the server decrypts with node-forge: two sides, two
// libraries, one set of vectors.
describe('RSA field encryption vectors (docs/protocol.md §5)', () => {
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
