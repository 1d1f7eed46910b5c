import {
    PASSWORD_MAX_LENGTH,
    PASSWORD_MIN_LENGTH,
    commonPasswordsFrom,
    passwordShapeProblem,
    type CommonPasswords,
    type PasswordProblem,
} from '../../protocol/passwordRule';

let common: Promise<CommonPasswords> | undefined;

/**
 * The common-password list, fetched on first use as a chunk of its own: never in the first load,
 * only with a form that sets a password. A failed fetch passes the check (the server has the
 * last word) and is tried again next time.
 */
const commonPasswords = (): Promise<CommonPasswords> =>
    (common ??= import('../../protocol/commonPasswords.generated').then(
        module => commonPasswordsFrom(module.COMMON_PASSWORDS_TEXT),
        () => {
            common = undefined;
            return { has: () => false };
        }
    ));

/** The first rule of protocol/passwordRule.ts a new password breaks, as the server will judge it. */
export const newPasswordProblem = async (password: string, username = ''): Promise<PasswordProblem | undefined> =>
    passwordShapeProblem(password, username) ?? ((await commonPasswords()).has(password) ? 'common' : undefined);

/** Each problem's translation key; it is given the field's `label`, `min` and `max`. */
export const PASSWORD_PROBLEM_KEYS: Record<PasswordProblem, string> = {
    tooShort: 'mc.form.password.tooShort',
    tooLong: 'mc.form.password.tooLong',
    fewClasses: 'mc.form.password.fewClasses',
    sameAsUsername: 'mc.form.password.sameAsUsername',
    common: 'mc.form.password.common',
};

export const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;
