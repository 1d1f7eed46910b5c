import forge from 'node-forge';

const keyCache = new Map<string, forge.pki.rsa.PrivateKey>();

/**
 * Decrypts an RSA PKCS#1 v1.5 field (docs/protocol.md §5). node-forge, because Node 20's own
 * `privateDecrypt` refuses this padding. Returns undefined for anything that does not decrypt.
 */
export const decryptField = (ciphertextB64: string, privateKeyPem: string): string | undefined => {
    let key = keyCache.get(privateKeyPem);
    if (!key) {
        key = forge.pki.privateKeyFromPem(privateKeyPem);
        keyCache.set(privateKeyPem, key);
    }
    try {
        const bytes = forge.util.decode64(ciphertextB64);
        return forge.util.decodeUtf8(key.decrypt(bytes, 'RSAES-PKCS1-V1_5'));
    } catch {
        return undefined;
    }
};
