import { prefetchFieldEncryption } from '../dataProvider/encryptField';

/**
 * What the login form's submit will need: the password's RSA encryption, then the console's
 * landing code. Started by the user's first keystroke, so none of it is part of the login
 * page's own first load, and logging in waits for none of it. The console's code is the App's
 * to name (its chunks sit above this layer): it hands its prefetch to the login page.
 */
export const prefetchAfterLogin = (prefetchConsole?: () => void) => {
    prefetchFieldEncryption();
    prefetchConsole?.();
};
