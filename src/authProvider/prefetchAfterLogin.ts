import { prefetchFieldEncryption } from '../dataProvider/encryptField';
import { prefetchConsole } from '../app/consoleChunks';

/**
 * What the login form's submit will need: the password's RSA encryption, then the console's
 * landing code. Started by the user's first keystroke, so none of it is part of the login
 * page's own first load, and logging in waits for none of it.
 */
export const prefetchAfterLogin = () => {
    prefetchFieldEncryption();
    prefetchConsole();
};
