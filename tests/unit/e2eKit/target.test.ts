import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountsFromEnv, credentialsOf, DEMO, parseAccounts } from '../../e2e/support/accounts';
import { e2eTarget, writesRefused } from '../../e2e/support/target';

describe('e2eTarget', () => {
    it('is the reference server unless MC_E2E_BASE_URL names a deployment', () => {
        expect(e2eTarget({})).toEqual({ kind: 'reference' });
        expect(e2eTarget({ MC_E2E_BASE_URL: '' })).toEqual({ kind: 'reference' });
        expect(e2eTarget({ MC_E2E_BASE_URL: 'https://qa.example.com/' })).toEqual({
            kind: 'deployment',
            baseURL: 'https://qa.example.com',
            allowWrites: false,
        });
        expect(e2eTarget({ MC_E2E_BASE_URL: 'http://10.0.0.5:8080', MC_E2E_ALLOW_WRITES: '1' })).toMatchObject({ allowWrites: true });
    });

    it('refuses addresses it cannot use, with the reason', () => {
        expect(() => e2eTarget({ MC_E2E_BASE_URL: 'qa.example.com' })).toThrow(/MC_E2E_BASE_URL must be an http\(s\) address/);
        expect(() => e2eTarget({ MC_E2E_BASE_URL: 'ftp://qa.example.com' })).toThrow(/http\(s\)/);
        expect(() => e2eTarget({ MC_E2E_BASE_URL: 'https://qa.example.com/console' })).toThrow(/root address, with no path/);
        expect(() => e2eTarget({ MC_E2E_BASE_URL: 'https://qa.example.com', MC_E2E_ALLOW_WRITES: 'yes' })).toThrow(/MC_E2E_ALLOW_WRITES must be 1 or 0/);
    });

    it('says why writes are refused and how to run the read-only tests', () => {
        expect(writesRefused('https://qa.example.com')).toMatch(/https:\/\/qa\.example\.com.*--project smoke.*MC_E2E_ALLOW_WRITES=1/);
    });
});

describe('accounts', () => {
    it('are the demo logins without MC_E2E_ACCOUNTS', () => {
        expect(accountsFromEnv({})).toBe(DEMO);
        expect(credentialsOf('bank', {})).toEqual(DEMO.bank);
    });

    it('come from the file MC_E2E_ACCOUNTS names; a role it lacks is an error naming the file', () => {
        const file = path.join(mkdtempSync(path.join(tmpdir(), 'mc-accounts-')), 'accounts.json');
        writeFileSync(file, JSON.stringify({ admin: { username: 'qa-admin', password: 'secret' } }));
        expect(accountsFromEnv({ MC_E2E_ACCOUNTS: file })).toEqual({ admin: { username: 'qa-admin', password: 'secret' } });
        expect(() => credentialsOf('bank', { MC_E2E_ACCOUNTS: file })).toThrow(`MC_E2E_ACCOUNTS (${file}) has no "bank" account`);
        expect(() => accountsFromEnv({ MC_E2E_ACCOUNTS: `${file}.missing` })).toThrow(/MC_E2E_ACCOUNTS: cannot read/);
    });

    it('refuses a malformed file with a precise message', () => {
        expect(() => parseAccounts('{', 'f')).toThrow(/^f is not JSON/);
        expect(() => parseAccounts('[]', 'f')).toThrow(/must be an object of role/);
        expect(() => parseAccounts('{}', 'f')).toThrow(/names no account/);
        expect(() => parseAccounts('{"root": {"username": "a", "password": "b"}}', 'f')).toThrow(
            /unknown role "root"; the roles are admin, operator, bank, platform, union/
        );
        expect(() => parseAccounts('{"admin": {"username": "a"}}', 'f')).toThrow(/"admin" needs a non-empty "username" and "password"/);
    });
});
