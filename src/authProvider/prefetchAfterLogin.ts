import { getRuntimeConfig } from '../config/runtimeConfig';
import { prefetchFieldEncryption, prepareFieldEncryption } from '../dataProvider/encryptField';
import { whenIdle } from '../ui/whenIdle';

/**
 * What the login page starts for the page it leads to. The App gives it: that page's code and
 * the catalogue sit above this layer.
 */
export interface LandingPrefetch {
    /** The page's code. */
    code(target: string): void;
    /** What the page opens with, once the session exists (the login has answered). */
    data(target: string): void;
}

/**
 * What the login form's submit will need: the password's RSA encryption, then the landing page's
 * code. Started by the user's first keystroke (and by the submit, for a form filled without
 * typing), so none of it is part of the login page's own first load, and logging in waits for
 * none of it.
 */
export const prefetchAfterLogin = (target: string, landing?: LandingPrefetch) => {
    prefetchFieldEncryption();
    landing?.code(target);
};

/**
 * The password as the user types it, encrypted when the page is idle (if it is still the value
 * typed), for the submit to send at once (`prepareFieldEncryption`).
 */
export const preparePassword = (input: HTMLInputElement) => {
    const { value } = input;
    whenIdle(() => {
        if (input.value === value) prepareFieldEncryption(value, getRuntimeConfig().rsaPublicKey);
    });
};
