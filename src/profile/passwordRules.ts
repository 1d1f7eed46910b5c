/** Smallest new password accepted by the form; the server has the last word. */
export const PASSWORD_MIN_LENGTH = 6;

/** Field problems of the password form as translation keys, by field. */
export const passwordProblems = (values: Record<string, unknown>): Record<string, string> => {
    const problems: Record<string, string> = {};
    const next = typeof values.new_password === 'string' ? values.new_password : '';
    const confirm = typeof values.confirm_password === 'string' ? values.confirm_password : '';
    if (next && next.length < PASSWORD_MIN_LENGTH) problems.new_password = 'mc.layout.profile.passwordTooShort';
    else if (next && next === values.old_password) problems.new_password = 'mc.layout.profile.passwordSame';
    if (confirm && confirm !== next) problems.confirm_password = 'mc.layout.profile.passwordMismatch';
    return problems;
};
