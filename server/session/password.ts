import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
    /** log2 of scrypt's cost N. */
    logN: number;
    r: number;
    p: number;
}

/**
 * The parameters new hashes are made with. Every hash carries its own
 * (`scrypt$ln=14,r=8,p=1$salt$hash`), so raising these later needs no migration: a hash made
 * with lower ones still verifies, and the login that proves the password hashes it again
 * (`needsRehash`). N = 2^14 costs about 50 ms of one core here; the bench's login figure and a
 * spray of wrong passwords both pay it on every attempt.
 */
export const SCRYPT_PARAMS: ScryptParams = { logN: 14, r: 8, p: 1 };

/** Hashes written before the parameters were stored (`scrypt$salt$hash`) used Node's defaults. */
const LEGACY_PARAMS: ScryptParams = { logN: 14, r: 8, p: 1 };
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, keylen: number, { logN, r, p }: ScryptParams) =>
    new Promise<Buffer>((resolve, reject) => {
        const N = 2 ** logN;
        // scrypt needs 128·N·r bytes; Node refuses more than 32 MiB unless told.
        const options: ScryptOptions = { N, r, p, maxmem: Math.max(32 << 20, 256 * N * r) };
        scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
    });

interface StoredHash {
    params: ScryptParams;
    /** false: the old format without parameters. */
    explicit: boolean;
    salt: Buffer;
    hash: Buffer;
}

const PARAMS_PATTERN = /^ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})$/;

const parse = (stored: string): StoredHash | undefined => {
    const parts = stored.split('$');
    if (parts[0] !== 'scrypt') return undefined;
    if (parts.length === 3 && parts[1] && parts[2]) {
        return { params: LEGACY_PARAMS, explicit: false, salt: Buffer.from(parts[1], 'hex'), hash: Buffer.from(parts[2], 'hex') };
    }
    const match = parts.length === 4 ? PARAMS_PATTERN.exec(parts[1]) : null;
    if (!match || !parts[2] || !parts[3]) return undefined;
    const params = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
    if (params.logN < 1 || params.logN > 24 || params.r < 1 || params.p < 1) return undefined;
    return { params, explicit: true, salt: Buffer.from(parts[2], 'hex'), hash: Buffer.from(parts[3], 'hex') };
};

/** `scrypt$ln=…,r=…,p=…$salt$hash` (hex). Operators created by other domains are hashed with this too. */
export const hashPassword = async (password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> => {
    const salt = randomBytes(16);
    const hash = await derive(password, salt, KEY_LENGTH, params);
    return `scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString('hex')}$${hash.toString('hex')}`;
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
    const parsed = parse(stored);
    if (!parsed || parsed.hash.length === 0) return false;
    const actual = await derive(password, parsed.salt, parsed.hash.length, parsed.params);
    return timingSafeEqual(parsed.hash, actual);
};

/** A hash made before the parameters were stored, or with weaker ones than today's. */
export const needsRehash = (stored: string, params: ScryptParams = SCRYPT_PARAMS): boolean => {
    const parsed = parse(stored);
    if (!parsed) return false;
    const { logN, r, p } = parsed.params;
    return !parsed.explicit || logN < params.logN || r < params.r || p < params.p;
};

let dummy: Promise<string> | undefined;

/**
 * Costs what checking a real account's password costs, and always fails: a login naming an
 * unknown username takes as long as one with a wrong password, so the reply time does not tell
 * which usernames exist.
 */
export const verifyNoAccount = async (password: string): Promise<false> => {
    dummy ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await dummy);
    return false;
};
