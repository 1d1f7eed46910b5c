import { COMMON_PASSWORDS_TEXT } from '../../protocol/commonPasswords.generated';
import {
    PASSWORD_MAX_LENGTH,
    PASSWORD_MIN_LENGTH,
    commonPasswordsFrom,
    passwordProblem,
    type CommonPasswords,
    type PasswordProblem,
} from '../../protocol/passwordRule';
import { ProtocolError } from '../core/ProtocolError';

/** The server's wording of each problem of the password rule; `title` names the field (登录密码, 新密码). */
export const PASSWORD_MESSAGES: Record<PasswordProblem, (title: string) => string> = {
    tooShort: title => `${title}至少需要${PASSWORD_MIN_LENGTH}位`,
    tooLong: title => `${title}不能超过${PASSWORD_MAX_LENGTH}位`,
    fewClasses: title => `${title}须包含大写字母、小写字母、数字、符号中的至少两类`,
    sameAsUsername: title => `${title}不能与登录账号相同`,
    common: title => `${title}过于常见，容易被猜中，请换一个`,
};

let common: CommonPasswords | undefined;

/** Refuses a new password that breaks the rule of `protocol/passwordRule.ts`, in Chinese. */
export const checkNewPassword = (password: string, username: string, title: string): void => {
    common ??= commonPasswordsFrom(COMMON_PASSWORDS_TEXT);
    const problem = passwordProblem(password, username, common);
    if (problem) throw new ProtocolError(PASSWORD_MESSAGES[problem](title));
};
