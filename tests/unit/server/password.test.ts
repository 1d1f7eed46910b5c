import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCRYPT_PARAMS, hashPassword, needsRehash, verifyNoAccount, verifyPassword } from '../../../server/session/password';

describe('password hashes (server/session/password.ts)', () => {
    it('store their scrypt parameters with the salt and the hash', async () => {
        const stored = await hashPassword('Admin@2026');
        expect(stored).toMatch(new RegExp(`^scrypt\\$ln=${SCRYPT_PARAMS.logN},r=${SCRYPT_PARAMS.r},p=${SCRYPT_PARAMS.p}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`));
        expect(await verifyPassword('Admin@2026', stored)).toBe(true);
        expect(await verifyPassword('Admin@2027', stored)).toBe(false);
        expect(needsRehash(stored)).toBe(false);
    });

    it('verify a hash made with other parameters by its own, and ask for a rehash when they are weaker', async () => {
        const weaker = await hashPassword('Admin@2026', { logN: 10, r: 8, p: 1 });
        expect(weaker.split('$')[1]).toBe('ln=10,r=8,p=1');
        expect(await verifyPassword('Admin@2026', weaker)).toBe(true);
        expect(needsRehash(weaker)).toBe(true);
        expect(needsRehash(weaker, { logN: 10, r: 8, p: 1 })).toBe(false);
    });

    it('read the old format without parameters (Node defaults) and ask for a rehash', async () => {
        const salt = randomBytes(16);
        const legacy = `scrypt$${salt.toString('hex')}$${scryptSync('Bank@2026', salt, 32).toString('hex')}`;
        expect(await verifyPassword('Bank@2026', legacy)).toBe(true);
        expect(await verifyPassword('Bank@2027', legacy)).toBe(false);
        expect(needsRehash(legacy)).toBe(true);
    });

    it('refuse anything malformed without throwing', async () => {
        for (const stored of ['', 'plain', 'scrypt$', 'scrypt$$', 'bcrypt$abc$def', 'scrypt$ln=99,r=8,p=1$00$00', 'scrypt$ln=a,r=8,p=1$00$00', 'scrypt$ab$']) {
            expect(await verifyPassword('x', stored), stored).toBe(false);
            expect(needsRehash(stored), stored).toBe(false);
        }
    });

    it('an unknown account costs a scrypt and always fails', async () => {
        await expect(verifyNoAccount('Admin@2026')).resolves.toBe(false);
        await expect(verifyNoAccount('')).resolves.toBe(false);
    });
});
