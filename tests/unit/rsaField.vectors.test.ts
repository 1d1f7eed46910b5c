import { constants, privateDecrypt } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it, vi } from 'vitest';
import vectors from '../../protocol/vectors.json';
import { encryptField, prepareFieldEncryption } from '../../src/dataProvider/encryptField';
import { decryptField } from '../../server/crypto/decryptField';

// The console encrypts with jsencrypt and the server decrypts with OpenSSL's raw RSA and its own
// padding check: two sides, two implementations, one set of vectors; node-forge is the reference.
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
    it('a field encrypted ahead is sent by the one submit of the same value, and only by it', async () => {
        const { public_key_pem: key, private_key_pem: privateKey } = vectors.rsa;
        const { JSEncrypt } = await import('jsencrypt');
        const encrypts = vi.spyOn(JSEncrypt.prototype, 'encrypt');
        try {
            prepareFieldEncryption('Admin@2026', key);
            await vi.waitFor(() => expect(encrypts).toHaveBeenCalledTimes(1));
            const first = await encryptField('Admin@2026', key);
            expect(encrypts).toHaveBeenCalledTimes(1);
            expect(decryptField(first, privateKey)).toBe('Admin@2026');
            // Used once: the next submit encrypts afresh (a new random padding).
            const second = await encryptField('Admin@2026', key);
            expect(encrypts).toHaveBeenCalledTimes(2);
            expect(second).not.toBe(first);
            // A value changed since it was prepared is encrypted as it is now.
            prepareFieldEncryption('Admin@202', key);
            expect(decryptField(await encryptField('Admin@2026', key), privateKey)).toBe('Admin@2026');
            // A preparation that fails (a bad key) leaves the submit to encrypt, and say why.
            prepareFieldEncryption('secret', 'not a key');
            await expect(encryptField('secret', 'not a key')).rejects.toThrow('RSA encryption failed');
        } finally {
            encrypts.mockRestore();
        }
    });

    it('a key that is not a public key is refused with an error', async () => {
        await expect(encryptField('secret', 'not a key')).rejects.toThrow('RSA encryption failed');
    });
    it('rejects garbage with an error, not a crash', () => {
        expect(decryptField('not-base64!!', vectors.rsa.private_key_pem)).toBeUndefined();
        expect(decryptField('', vectors.rsa.private_key_pem)).toBeUndefined();
        expect(decryptField(vectors.rsa.cases[0].ciphertext_b64.slice(8), vectors.rsa.private_key_pem)).toBeUndefined();
        // All ones: not below the modulus.
        expect(decryptField(Buffer.alloc(256, 0xff).toString('base64'), vectors.rsa.private_key_pem)).toBeUndefined();
    });

    describe('against node-forge, the reference', () => {
        const forgeKey = forge.pki.privateKeyFromPem(vectors.rsa.private_key_pem);
        const publicKey = forge.pki.publicKeyFromPem(vectors.rsa.public_key_pem);
        const forgeDecrypt = (b64: string) => {
            try {
                return forge.util.decodeUtf8(forgeKey.decrypt(forge.util.decode64(b64), 'RSAES-PKCS1-V1_5'));
            } catch {
                return undefined;
            }
        };
        /** A raw RSA block (no padding added) as base64: what a client could send, padded any way. */
        const raw = (block: Buffer) => {
            const n = new forge.jsbn.BigInteger(publicKey.n.toString(16), 16);
            const m = new forge.jsbn.BigInteger(block.toString('hex'), 16);
            const c = m.modPow(publicKey.e, n).toString(16).padStart(512, '0');
            return Buffer.from(c, 'hex').toString('base64');
        };
        /**
         * A 256-byte block: `head`, then non-zero padding up to the separator (0x00) at
         * `separatorAt`, then `message` (its UTF-8 bytes, or the bytes given).
         */
        const block = (message: string | Buffer, separatorAt = 255 - Buffer.byteLength(message), head = [0x00, 0x02]) => {
            const bytes = Buffer.alloc(256, 0x41);
            Buffer.from(head).copy(bytes);
            bytes[separatorAt] = 0;
            Buffer.from(message).copy(bytes, separatorAt + 1);
            return bytes;
        };

        it.each(['', 'a', 'Admin@2026', '密码🔑', 'x'.repeat(200)])('decrypts what it encrypts: %j', plain => {
            const ciphertext = forge.util.encode64(publicKey.encrypt(forge.util.encodeUtf8(plain), 'RSAES-PKCS1-V1_5'));
            expect(decryptField(ciphertext, vectors.rsa.private_key_pem)).toBe(plain);
            expect(forgeDecrypt(ciphertext)).toBe(plain);
        });

        it.each([
            ['a good block', block('Admin@2026')],
            ['the first byte not 0', block('Admin@2026', undefined, [0x01, 0x02])],
            ['block type 1', block('Admin@2026', undefined, [0x00, 0x01])],
            ['no separator', Buffer.concat([Buffer.from([0x00, 0x02]), Buffer.alloc(254, 0x5a)])],
            ['7 bytes of padding', block('', 9)],
            ['8 bytes of padding', block('', 10)],
            ['a message that is not UTF-8', block(Buffer.from([0x61, 0xff]))],
        ])('answers as node-forge does for %s', (name, bytes) => {
            const ciphertext = raw(bytes);
            const answer = decryptField(ciphertext, vectors.rsa.private_key_pem);
            expect(answer).toBe(forgeDecrypt(ciphertext));
            // Each case decides: only the two well-formed blocks decrypt.
            expect(answer !== undefined).toBe(name === 'a good block' || name === '8 bytes of padding');
        });
    });
});
