import { describe, expect, it } from 'vitest';
import { beginStatement, reasonStatement, scopeSettings, scopeStatements } from '../../../server/db/merchantScope';

describe('scopeStatements', () => {
    it('sets the merchant and the platform switch, and no writer when none is given', () => {
        const sql = scopeStatements('mc_app', { suid: '10001', platform: false });
        expect(sql).toContain(`SET LOCAL ROLE "mc_app"`);
        expect(sql).toContain(`set_config('mc.suid', '10001', true)`);
        expect(sql).toContain(`set_config('mc.platform', 'off', true)`);
        expect(sql).not.toContain('mc.account');
    });

    it('names the writer as literals, quoted, so a hostile name stays a value', () => {
        const sql = scopeStatements('mc_app', { suid: '10001', platform: true, writer: { account: 7.9, name: "o'brien", call: 'seller/dealer/DealerEdit' } });
        expect(sql).toContain(`set_config('mc.account', '7', true)`);
        expect(sql).toContain(`set_config('mc.account_name', 'o''brien', true)`);
        expect(sql).toContain(`set_config('mc.call', 'seller/dealer/DealerEdit', true)`);
        expect(sql).toContain(`set_config('mc.platform', 'on', true)`);
    });

    it('refuses a NUL in any value', () => {
        expect(() => scopeStatements('mc_app', { suid: '1', platform: false, writer: { account: 1, name: 'a\0b', call: 'x' } })).toThrow(/NUL/);
    });

    it('names the named access, and empties it when the scope has none (entering a scope ends the one before)', () => {
        expect(scopeSettings({ suid: null, platform: false, named: 'session' })).toContain(`set_config('mc.reason', 'session', true)`);
        expect(scopeSettings({ suid: '10001', platform: false })).toContain(`set_config('mc.reason', '', true)`);
        // Entering a scope sets the settings alone: the role was taken at BEGIN.
        expect(scopeSettings({ suid: '10001', platform: false })).not.toContain('ROLE');
    });

    it('opens a call that only reads READ ONLY with one snapshot, and one that may write as before', () => {
        expect(beginStatement(true)).toBe('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        expect(beginStatement(false)).toBe('BEGIN');
    });

    it('quotes the owner’s reason as a literal', () => {
        expect(reasonStatement("start-up's seed")).toBe(`SELECT set_config('mc.reason', 'start-up''s seed', true)`);
    });
});
