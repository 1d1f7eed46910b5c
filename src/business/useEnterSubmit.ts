import { useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { createSubmitGuard, UNCHANGED_MESSAGE } from '../forms/guards';

export interface EnterResult {
    id?: number;
    status_text?: string;
}

/**
 * Sends the application (`POST public/supplier/Enter`) as `SchemaForm` converted it. The same
 * payload twice is refused here as the server would (docs/console.md §5); the form holds its button for
 * the double-click guard. Server refusals reach the user through the error catalogue's toast.
 */
export const useEnterSubmit = () => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const notify = useNotify();
    const guard = useRef(createSubmitGuard()).current;
    const [saving, setSaving] = useState(false);
    const [result, setResult] = useState<EnterResult | undefined>();

    const submit = async (payload: Record<string, unknown>) => {
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

    return { submit, saving, result };
};
