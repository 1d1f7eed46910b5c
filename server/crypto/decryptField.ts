import { constants, createPrivateKey, privateDecrypt, type KeyObject } from 'node:crypto';

const keyCache = new Map<string, KeyObject>();
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** RFC 8017 §7.2.2: EM = 0x00 ‖ 0x02 ‖ PS (at least 8 non-zero bytes) ‖ 0x00 ‖ M; the message, or undefined. */
const unpad = (block: Buffer): Buffer | undefined => {
    if (block[0] !== 0x00 || block[1] !== 0x02) return undefined;
    const separator = block.indexOf(0x00, 2);
    return separator >= 10 ? block.subarray(separator + 1) : undefined;
};

/**
 * Decrypts an RSA PKCS#1 v1.5 field (docs/protocol.md §5). Node 20 refuses this padding in
 * `privateDecrypt` (CVE-2023-46809), so OpenSSL does the raw RSA operation (blinded, as all its
 * private-key operations) and the padding is checked here; the answers are the ones node-forge
 * gave, in a hundredth of its time. Returns undefined for anything that does not decrypt to
 * UTF-8 text: not base64 of the key's size, a bad padding, invalid UTF-8.
 */
export const decryptField = (ciphertextB64: string, privateKeyPem: string): string | undefined => {
    let key = keyCache.get(privateKeyPem);
    if (!key) {
        key = createPrivateKey(privateKeyPem);
        keyCache.set(privateKeyPem, key);
    }
    const size = (key.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
    const bytes = Buffer.from(ciphertextB64, 'base64');
    if (!size || bytes.length !== size) return undefined;
    try {
        const message = unpad(privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, bytes));
        return message && utf8.decode(message);
    } catch {
        // A ciphertext not below the modulus, or bytes that are not UTF-8.
        return undefined;
    }
};
