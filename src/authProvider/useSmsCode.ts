import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { useNotifyError } from '../errors/useNotifyError';
import { useCountdown } from './useCountdown';
import { isPhone } from '../../protocol/phone';

/** docs/console.md §5: 11 digits starting with 1. */

export const SMS_RESEND_SECONDS = 60;

/** Sends the SMS login code (`POST public/verify/verifysend`) and holds the 60 s resend countdown. */
export const useSmsCode = () => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const { left, start } = useCountdown();
    const [sending, setSending] = useState(false);

    const send = async (phone: string) => {
        if (!isPhone(phone)) {
            notify('mc.login.phoneInvalid', { type: 'error' });
            return;
        }
        setSending(true);
        try {
            await dataProvider.call('public/verify/verifysend', { body: { mobile: phone.trim() }, hideError: true });
            start(SMS_RESEND_SECONDS);
            notify('mc.login.codeSent', { type: 'info' });
        } catch (error) {
            notifyError(error);
        } finally {
            setSending(false);
        }
    };

    return { send, left, sending };
};
