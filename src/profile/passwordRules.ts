import { PASSWORD_LIMITS, PASSWORD_PROBLEM_KEYS, newPasswordProblem } from '../forms/newPasswordProblem';

/** A field's problem as react-admin's validation shows it: a translation key and its arguments. */
export type FieldProblem = string | { message: string; args: Record<string, unknown> };

/**
 * Field problems of the password form, by field: the new password by the one password rule
 * (compared with the account's own username), then against the old one; the confirmation
 * against the new one. The server has the last word.
 */
export const passwordProblems = async (
    values: Record<string, unknown>,
    account: { username: string; newPasswordLabel: string }
): Promise<Record<string, FieldProblem>> => {
    const problems: Record<string, FieldProblem> = {};
    const next = typeof values.new_password === 'string' ? values.new_password : '';
    const confirm = typeof values.confirm_password === 'string' ? values.confirm_password : '';
    const problem = next ? await newPasswordProblem(next, account.username) : undefined;
    if (problem) problems.new_password = { message: PASSWORD_PROBLEM_KEYS[problem], args: { label: account.newPasswordLabel, ...PASSWORD_LIMITS } };
    else if (next && next === values.old_password) problems.new_password = 'mc.profile.passwordSame';
    if (confirm && confirm !== next) problems.confirm_password = 'mc.profile.passwordMismatch';
    return problems;
};
