import AES from 'crypto-js/aes.js';
import Hex from 'crypto-js/enc-hex.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import Core from 'crypto-js/core.js';
import NoPadding from 'crypto-js/pad-nopadding.js';

/**
 * The reply of every /v1 call (docs/protocol.md §4), before encryption. `status:false` carries the
 * error text in `msg`; `data` is `"login"` for an ended session and `"refresh_captcha"` for a
 * captcha to reload.
 */
export interface Envelope {
    status: boolean;
    msg: string;
    data: unknown;
}

/** The response encryption settings of docs/protocol.md §4 (all configurable). */
export interface EnvelopeKeys {
    marker: string;
    keyHex: string;
    ivHex: string;
}

const HEX = /^(?:[0-9a-f]{32})+$/;

/**
 * Encrypts a JSON text into `MARKER_hex`: AES-256-CBC with PKCS#7, crypto-js's default mode
 * and padding. The server's side; the client only decrypts.
 */
export const encryptEnvelope = (plain: string, keys: EnvelopeKeys): string => {
    const encrypted = AES.encrypt(Utf8.parse(plain), Hex.parse(keys.keyHex), {
        iv: Hex.parse(keys.ivHex),
    });
    return `${keys.marker}_${encrypted.ciphertext.toString(Hex)}`;
};

/**
 * Decrypts and parses `MARKER_hex`. Anything else, or anything that fails to decrypt or parse,
 * is returned unchanged, as docs/protocol.md §4 requires: the caller then treats it as plain data.
 */
export const decryptEnvelope = (value: unknown, keys: EnvelopeKeys): unknown => {
    if (typeof value !== 'string') return value;
    const prefix = `${keys.marker}_`;
    if (!value.startsWith(prefix)) return value;
    const hex = value.slice(prefix.length);
    if (!HEX.test(hex)) return value;
    try {
        const decrypted = AES.decrypt(Core.lib.CipherParams.create({ ciphertext: Hex.parse(hex) }), Hex.parse(keys.keyHex), {
            iv: Hex.parse(keys.ivHex),
            padding: NoPadding,
        });
        // crypto-js's own PKCS#7 unpadding trusts the last byte: under a wrong key or forged
        // hex it cuts the text to a byte or two, and a lone digit parses as JSON
        // (tests/hardening/properties/envelope.test.ts). Only a well-formed padding counts as a
        // decryption.
        const byteAt = (i: number) => (decrypted.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff;
        const size = decrypted.sigBytes;
        const pad = byteAt(size - 1);
        if (pad < 1 || pad > 16 || pad > size) return value;
        for (let i = size - pad; i < size; i++) if (byteAt(i) !== pad) return value;
        decrypted.sigBytes = size - pad;
        const text = decrypted.toString(Utf8);
        if (!text) return value;
        return JSON.parse(text);
    } catch {
        return value;
    }
};
