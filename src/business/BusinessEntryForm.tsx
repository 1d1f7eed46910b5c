import { Link as MuiLink } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SchemaForm } from '../forms/SchemaForm';
import { AgreementDialog } from './AgreementDialog';
import type { EnterConf } from './enterConf';
import { enterFields } from './enterFields';

/** The application form of /business/create, generated from its field list; options as the server sent them. */
export const BusinessEntryForm = ({ conf, onSubmit, busy }: { conf: EnterConf; onSubmit: (payload: Record<string, unknown>) => void; busy: boolean }) => {
    const translate = useTranslate();
    const fields = useMemo(() => enterFields(conf), [conf]);
    const [agreementOpen, setAgreementOpen] = useState(false);
    return (
        <>
            <SchemaForm
                fields={fields}
                onSubmit={onSubmit}
                submitLabel="mc.business.submit"
                saving={busy}
                beside={{
                    agree: (
                        <MuiLink component="button" type="button" onClick={() => setAgreementOpen(true)}>
                            {translate('mc.business.agreementLink')}
                        </MuiLink>
                    ),
                }}
            />
            <AgreementDialog open={agreementOpen} onClose={() => setAgreementOpen(false)} />
        </>
    );
};
