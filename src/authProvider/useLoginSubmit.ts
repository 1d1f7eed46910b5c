import { startTransition, useRef, useState } from 'react';
import { useLogin } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../dataProvider/ApiError';
import { useNotifyError } from '../errors/useNotifyError';
import type { LoginParams } from './authProvider';
import { safeRedirect } from './loginRedirect';
import type { LandingPrefetch } from './prefetchAfterLogin';
import type { useCaptcha } from './useCaptcha';

/**
 * Logs in and lands on the redirect query's full path (or `/`), the landing page's data started
 * the moment the session exists, beside the user's permissions. A failure shows its message;
 * a `refresh_captcha` answer brings the captcha up, and once it is up every failure renews it.
 */
export const useLoginSubmit = (captcha: ReturnType<typeof useCaptcha>, landing?: LandingPrefetch) => {
    const login = useLogin();
    const notifyError = useNotifyError();
    const [searchParams] = useSearchParams();
    const [pending, setPending] = useState(false);
    const submitting = useRef(false);
    const redirect = safeRedirect(searchParams.get('redirect')) ?? '/';

    const submit = async (params: Omit<LoginParams, 'captcha_key'>) => {
        // One login at a time, whatever the button shows yet: its pending state renders after the
        // call has left (a transition), since rendered first it would hold the call back.
        if (submitting.current) return;
        submitting.current = true;
        startTransition(() => setPending(true));
        try {
            await login({ ...params, captcha_key: captcha.captcha?.key ?? '' }, redirect);
            landing?.data(redirect);
        } catch (error) {
            notifyError(error);
            if ((isApiError(error) && error.kind === 'captcha') || captcha.required) void captcha.reload();
        } finally {
            submitting.current = false;
            setPending(false);
        }
    };

    return { submit, pending, redirect };
};
