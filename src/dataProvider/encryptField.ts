import type { JSEncrypt } from 'jsencrypt';

let loading: Promise<typeof JSEncrypt> | undefined;

// jsencrypt is large and only the login form and the password change need it: it is fetched
// on the first encryption, not with the first-loaded JavaScript.
const loadJSEncrypt = () => {
    loading ??= import('jsencrypt').then(module => module.JSEncrypt);
    // A failed fetch (offline) is tried again on the next submit.
    loading.catch(() => (loading = undefined));
    return loading;
};

/** Fetches the encryption ahead of a submit (the user is typing a password); errors wait for the submit. */
export const prefetchFieldEncryption = () => void loadJSEncrypt().catch(() => undefined);

/**
 * RSA field encryption of docs/protocol.md §5 (PKCS#1 v1.5, base64), as jsencrypt produces it.
 * Used for the login password and the password-change fields.
 */
export const encryptField = async (plain: string, publicKeyPem: string): Promise<string> => {
    const Encrypt = await loadJSEncrypt();
    const rsa = new Encrypt();
    rsa.setPublicKey(publicKeyPem);
    const encrypted = rsa.encrypt(plain);
    if (encrypted === false) throw new Error('RSA encryption failed: check the public key');
    return encrypted;
};
