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
import type { TextKey } from '../i18n/catalogue';
import { message, titleParam, type Message } from '../i18n/Message';

/** The server's wording of each problem of the password rule; `title` names the field (登录密码, 新密码). */
export const PASSWORD_MESSAGES: Record<PasswordProblem, (title: TextKey) => Message> = {
    tooShort: title => message('{title}至少需要{min}位', { title: titleParam(title), min: PASSWORD_MIN_LENGTH }),
    tooLong: title => message('{title}不能超过{max}位', { title: titleParam(title), max: PASSWORD_MAX_LENGTH }),
    fewClasses: title => message('{title}须包含大写字母、小写字母、数字、符号中的至少两类', { title: titleParam(title) }),
    sameAsUsername: title => message('{title}不能与登录账号相同', { title: titleParam(title) }),
    common: title => message('{title}过于常见，容易被猜中，请换一个', { title: titleParam(title) }),
};

let common: CommonPasswords | undefined;

/** Refuses a new password that breaks the rule of `protocol/passwordRule.ts`, in the caller's language. */
export const checkNewPassword = (password: string, username: string, title: TextKey): void => {
    common ??= commonPasswordsFrom(COMMON_PASSWORDS_TEXT);
    const problem = passwordProblem(password, username, common);
    if (problem) throw new ProtocolError(PASSWORD_MESSAGES[problem](title));
};
