import { FormControlLabel, Switch } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { FormField } from '../../resources/types';

/** On/off, sent as 1/0. */
export const SwitchFieldInput = ({ field: definition }: { field: FormField }) => {
    const translate = useTranslate();
    const { field, id } = useInput({ source: definition.name });
    return (
        <FormControlLabel
            label={translate(definition.label, { _: definition.label })}
            control={<Switch id={id} checked={!!field.value} onChange={event => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
        />
    );
};
