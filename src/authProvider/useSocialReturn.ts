import { useEffect, useRef, useState } from 'react';
import { useAuthProvider, useDataProvider } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import type { MerchantAuthProvider } from './authProvider';
import { safeRedirect } from './loginRedirect';
import { isTokenReply, withAuthCode } from './socialAuth';

const BIND_PAGE = '/profile/user/wechat';

export type SocialReturn =
    | { state: 'pending' }
    /** `error`: what failed, a translation key or a failed call (see `errorMessage`). */
    | { state: 'failed'; error: unknown }
    /** Signed out, and the social account cannot sign in here: say whether it is bound, and to whom. */
    | { state: 'notSignedIn'; bound: boolean; username: string };

/**
 * /auth-redirect: exchanges the provider's code (`addons/social/public/GetSocialAndBindByCode`).
 * A reply with a session logs in and lands on the `redirect` query (or `/`). Signed in, the user
 * lands on the `redirect` query (or the WeChat binding page) with the code, to bind it there.
 */
export const useSocialReturn = (): SocialReturn => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const authProvider = useAuthProvider<MerchantAuthProvider>();
    const navigate = useNavigate();
    const [searchParams] = useSearchParams();
    const code = searchParams.get('code') ?? '';
    const authState = searchParams.get('state') ?? '';
    const [result, setResult] = useState<SocialReturn>(code ? { state: 'pending' } : { state: 'failed', error: 'mc.social.missingCode' });
    const started = useRef(false);

    useEffect(() => {
        if (!code || started.current) return;
        started.current = true;
        const landing = safeRedirect(searchParams.get('redirect'));
        dataProvider
            .call<Record<string, unknown>>('addons/social/public/GetSocialAndBindByCode', { params: { code, state: authState }, hideError: true })
            .then(reply => {
                if (isTokenReply(reply)) {
                    authProvider?.acceptTokenReply(reply);
                    navigate(landing ?? '/', { replace: true });
                } else if (authProvider?.hasSession()) {
                    navigate(withAuthCode(landing ?? BIND_PAGE, code, authState), { replace: true });
                } else {
                    const username = typeof reply?.username === 'string' ? reply.username : '';
                    setResult({ state: 'notSignedIn', bound: Number(reply?.is_bind) === 1, username });
                }
            })
            .catch((failure: unknown) => setResult({ state: 'failed', error: failure }));
    }, [code, authState, dataProvider, authProvider, navigate, searchParams]);

    return result;
};
