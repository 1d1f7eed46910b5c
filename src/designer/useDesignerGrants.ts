import { useMemo } from 'react';
import { useMayCall } from '../permissions/useMayCall';
import { DESIGNER_CALLS } from './designerCalls';

/** What the signed-in account's role lets it do on the designer page, beyond reading: each a button the page offers only when granted. */
export interface DesignerGrants {
    /** Check and save a draft: new resources, templates, edits, declaring a hidden column again. */
    save: boolean;
    versions: boolean;
    rollback: boolean;
}

/** The designer's buttons the account's role grants (the platform administrator's: all). */
export const useDesignerGrants = (): DesignerGrants => {
    const mayCall = useMayCall();
    return useMemo(
        () => ({
            save: mayCall(DESIGNER_CALLS.save) && mayCall(DESIGNER_CALLS.check),
            versions: mayCall(DESIGNER_CALLS.versions),
            rollback: mayCall(DESIGNER_CALLS.rollback),
        }),
        [mayCall]
    );
};
