import { useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { createSubmitGuard, UNCHANGED_MESSAGE, useDoubleClickGuard } from '../forms/guards';
import { enterPayload, type EnterValues } from './enterSchema';

export interface EnterResult {
    id?: number;
    status_text?: string;
}

/**
 * Sends the application (`POST public/supplier/Enter`). The same payload twice is refused here
 * as the server would (SPEC.md §5), and the button is held for the double-click guard. Server
 * refusals reach the user through the error catalogue's toast.
 */
export const useEnterSubmit = () => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const notify = useNotify();
    const guard = useRef(createSubmitGuard()).current;
    const [locked, lock] = useDoubleClickGuard();
    const [saving, setSaving] = useState(false);
    const [result, setResult] = useState<EnterResult | undefined>();

    const submit = async (values: EnterValues) => {
        if (!lock()) return;
        const payload = enterPayload(values);
        if (!guard.check(payload)) {
            notify(UNCHANGED_MESSAGE, { type: 'warning' });
            return;
        }
        setSaving(true);
        try {
            const reply = await dataProvider.call<EnterResult | null>('public/supplier/Enter', { body: payload });
            guard.accept(payload);
            setResult(reply ?? {});
        } catch {
            // Shown by the error catalogue; the form keeps its values for another try.
        } finally {
            setSaving(false);
        }
    };

    return { submit, saving, locked, result };
};
