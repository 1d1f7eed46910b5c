import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { FormField } from '../FormField';

/**
 * On/off, sent as 1/0. The labels are questions (是否显示), so the answer stands beside the
 * switch; screen readers hear the switch's own checked state, not the text twice.
 */
export const SwitchFieldInput = ({ field: definition }: { field: FormField }) => {
    const translate = useTranslate();
    const { field, id } = useInput({ source: definition.name });
    const checked = !!field.value;
    return (
        <Stack direction="row" alignItems="center">
            <FormControlLabel
                label={translate(definition.label, { _: definition.label })}
                labelPlacement="start"
                sx={{ ml: 0 }}
                control={<Switch id={id} checked={checked} onChange={event => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
            />
            <Typography variant="body2" color="text.secondary" aria-hidden>
                {translate(checked ? 'mc.form.switch.on' : 'mc.form.switch.off')}
            </Typography>
        </Stack>
    );
};
