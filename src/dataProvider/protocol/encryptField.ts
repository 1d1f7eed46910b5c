import { JSEncrypt } from 'jsencrypt';

/**
 * RSA field encryption of PROTOCOL.md §3 (PKCS#1 v1.5, base64), as jsencrypt produces it.
 * Used for the login password and the password-change fields.
 */
export const encryptField = (plain: string, publicKeyPem: string): string => {
    const rsa = new JSEncrypt();
    rsa.setPublicKey(publicKeyPem);
    const encrypted = rsa.encrypt(plain);
    if (encrypted === false) throw new Error('RSA encryption failed: check the public key');
    return encrypted;
};
