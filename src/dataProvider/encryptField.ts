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

const encrypt = async (plain: string, publicKeyPem: string): Promise<string> => {
    const Encrypt = await loadJSEncrypt();
    const rsa = new Encrypt();
    rsa.setPublicKey(publicKeyPem);
    const encrypted = rsa.encrypt(plain);
    if (encrypted === false) throw new Error('RSA encryption failed: check the public key');
    return encrypted;
};

// One field encrypted ahead, for the one submit that sends it.
let prepared: { plain: string; publicKeyPem: string; encrypted: Promise<string> } | undefined;

/**
 * Encrypts a field the user is still typing (when the page is idle), so that the submit sends
 * it without encrypting first (RSA takes milliseconds the login call would wait for). Only the
 * latest value is kept, and only until a submit uses it; a failure waits for the submit.
 */
export const prepareFieldEncryption = (plain: string, publicKeyPem: string) => {
    const encrypted = encrypt(plain, publicKeyPem);
    encrypted.catch(() => {
        if (prepared?.encrypted === encrypted) prepared = undefined;
    });
    prepared = { plain, publicKeyPem, encrypted };
};

/**
 * RSA field encryption of docs/protocol.md §5 (PKCS#1 v1.5, base64), as jsencrypt produces it.
 * Used for the login password and the password-change fields. A value prepared ahead
 * (`prepareFieldEncryption`) is used once: each ciphertext is random, and a submit sends its own.
 */
export const encryptField = (plain: string, publicKeyPem: string): Promise<string> => {
    const ahead = prepared;
    prepared = undefined;
    return ahead && ahead.plain === plain && ahead.publicKeyPem === publicKeyPem
        ? ahead.encrypted.catch(() => encrypt(plain, publicKeyPem))
        : encrypt(plain, publicKeyPem);
};
