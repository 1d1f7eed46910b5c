import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from '../../../protocol/commonPasswords.generated';
import { commonPasswordsFrom, passwordClassCount, passwordProblem, passwordShapeProblem } from '../../../protocol/passwordRule';
import { demoAccounts } from '../../../server/domains/core/demoAccounts';
import { LIST_FILE, LIST_SIZE, generateCommonPasswords } from '../../../scripts/writeCommonPasswords';

const common = commonPasswordsFrom(COMMON_PASSWORDS_TEXT);

describe('the password rule (protocol/passwordRule.ts)', () => {
    it('counts the four classes', () => {
        expect(passwordClassCount('abcdefgh')).toBe(1);
        expect(passwordClassCount('abcdEFGH')).toBe(2);
        expect(passwordClassCount('abcd1234')).toBe(2);
        expect(passwordClassCount('1234!@#$')).toBe(2);
        expect(passwordClassCount('密码密码密码密码')).toBe(1);
        expect(passwordClassCount('Ab1!')).toBe(4);
    });

    it('wants 8 to 64 characters, counted as characters, not UTF-16 units', () => {
        expect(passwordShapeProblem('Ab1!Ab1')).toBe('tooShort');
        expect(passwordShapeProblem('Ab1!Ab1!')).toBeUndefined();
        expect(passwordShapeProblem(`Ab1${'x'.repeat(61)}`)).toBeUndefined();
        expect(passwordShapeProblem(`Ab1${'x'.repeat(62)}`)).toBe('tooLong');
        // Seven emoji are 14 UTF-16 units but 7 characters.
        expect(passwordShapeProblem('😀😀😀😀😀😀a')).toBe('tooShort');
    });

    it('wants two classes, and not the username in any case', () => {
        expect(passwordShapeProblem('abcdefghij')).toBe('fewClasses');
        expect(passwordShapeProblem('1234567890')).toBe('fewClasses');
        expect(passwordShapeProblem('Operator', 'operator')).toBe('sameAsUsername');
        expect(passwordShapeProblem('dealer2x', ' Dealer2X ')).toBe('sameAsUsername');
        expect(passwordShapeProblem('Operator1', 'operator')).toBeUndefined();
    });

    it('refuses a common password whatever its case, after the other rules', () => {
        expect(passwordProblem('Password1', 'admin', common)).toBe('common');
        expect(passwordProblem('QWERTY123', 'admin', common)).toBe('common');
        expect(passwordProblem('P@ssw0rd', 'admin', common)).toBe('common');
        expect(passwordProblem('password', 'admin', common)).toBe('fewClasses');
        expect(passwordProblem('Tz8#kq2Lm', 'admin', common)).toBeUndefined();
    });

    it('lets every demo password through, the second car merchant login included', () => {
        const logins = [...demoAccounts.map(({ username, password }) => ({ username, password })), { username: 'dealer2', password: 'Dealer2@2026' }];
        for (const { username, password } of logins) expect(passwordProblem(password, username, common), username).toBeUndefined();
    });
});

describe('the common-password list', () => {
    it('holds a few thousand entries of 8 or more characters, lower case, none twice', () => {
        const words = COMMON_PASSWORDS_TEXT.split('\n');
        expect(words).toHaveLength(LIST_SIZE);
        expect(new Set(words).size).toBe(words.length);
        for (const word of words) {
            expect(word.length).toBeGreaterThanOrEqual(8);
            expect(word).toBe(word.toLowerCase());
        }
        expect(words.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
    });

    it('the committed list is what the script makes from zxcvbn (run `npm run passwords:list` after changing it)', async () => {
        expect(readFileSync(LIST_FILE, 'utf8')).toBe(await generateCommonPasswords());
    }, 30_000);
});
