/**
 * The one password rule, checked by the console's password forms as the user types and by the
 * server on every create and change (OWASP ASVS 4.0 V2.1): 8 to 64 characters, at least two of
 * the four classes (lower case, upper case, digits, anything else), not the account's own
 * username, and not one of the common passwords of `commonPasswords.generated.ts`. The list is
 * handed in (`CommonPasswords`) so that the console can fetch it on demand rather than in its
 * first load. Each side words a problem its own way: the server in Chinese, the console through
 * its translations.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** ASVS 2.1.2: at least 64 characters are allowed; more would not fit the RSA field encryption. */
export const PASSWORD_MAX_LENGTH = 64;
export const PASSWORD_MIN_CLASSES = 2;

export const PASSWORD_PROBLEMS = ['tooShort', 'tooLong', 'fewClasses', 'sameAsUsername', 'common'] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** How many of the four classes the password uses. */
export const passwordClassCount = (password: string) => CLASSES.filter(pattern => pattern.test(password)).length;

/** The problems that need no list: length in characters (not UTF-16 units), classes, the username. */
export const passwordShapeProblem = (password: string, username = ''): PasswordProblem | undefined => {
    const length = Array.from(password).length;
    if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
    if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
    if (passwordClassCount(password) < PASSWORD_MIN_CLASSES) return 'fewClasses';
    const name = username.trim().toLowerCase();
    if (name && password.toLowerCase() === name) return 'sameAsUsername';
    return undefined;
};

/** The common-password list, compared without case (`Password1` is `password1`). */
export interface CommonPasswords {
    has(password: string): boolean;
}

export const commonPasswordsFrom = (text: string): CommonPasswords => {
    const words = new Set(text.split('\n'));
    return { has: password => words.has(password.toLowerCase()) };
};

/** The first rule the password breaks, or undefined when it is acceptable. */
export const passwordProblem = (password: string, username: string, common: CommonPasswords): PasswordProblem | undefined =>
    passwordShapeProblem(password, username) ?? (common.has(password) ? 'common' : undefined);
