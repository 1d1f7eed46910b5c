import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';

export interface Captcha {
    key: string;
    /** A data URL. */
    image: string;
}

/**
 * The login captcha (`GET public/verify/captcha`): absent until the server first asks for it,
 * then shown and reloaded on demand. Only the latest answer counts when reloads overlap.
 */
export const useCaptcha = () => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const [captcha, setCaptcha] = useState<Captcha | undefined>();
    const [failed, setFailed] = useState(false);
    const latest = useRef(0);

    const reload = useCallback(async () => {
        const mine = ++latest.current;
        try {
            const reply = await dataProvider.call<Record<string, unknown>>('public/verify/captcha', { hideError: true });
            if (mine !== latest.current) return;
            if (typeof reply?.captcha_key !== 'string' || typeof reply?.image !== 'string') throw new Error('malformed captcha');
            setCaptcha({ key: reply.captcha_key, image: reply.image });
            setFailed(false);
        } catch {
            if (mine === latest.current) setFailed(true);
        }
    }, [dataProvider]);

    return { captcha, failed, required: captcha !== undefined || failed, reload };
};
