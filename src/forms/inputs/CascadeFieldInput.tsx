import { MenuItem, Stack, TextField } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useInput, useTranslate } from 'react-admin';
import type { FormField } from '../FormField';
import type { SearchDefinition } from '../../dataProvider/TableDefinition';

/** Two selects (province → city) fed by the list definition's cascade search of the same name. */
export const CascadeFieldInput = ({ field: definition, search }: { field: FormField; search?: SearchDefinition }) => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const first = useInput({ source: definition.name });
    const secondName = definition.secondName ?? `${definition.name}__second`;
    const second = useInput({ source: secondName });
    const label = translate(definition.label, { _: definition.label });
    const firstValue = String(first.field.value ?? '');
    const children = search?.cascades[firstValue] ?? [];
    const error = first.fieldState.error?.message ?? second.fieldState.error?.message;
    return (
        <Stack direction="row" spacing={1}>
            <TextField
                select
                size="small"
                id={first.id}
                label={label}
                required={definition.required}
                value={firstValue}
                onChange={event => {
                    first.field.onChange(event.target.value);
                    setValue(secondName, '', { shouldDirty: true });
                }}
                error={!!error}
                helperText={error ?? ' '}
                sx={{ minWidth: 160 }}
            >
                {(search?.options ?? []).map(option => (
                    <MenuItem key={String(option.value)} value={String(option.value)}>
                        {option.label}
                    </MenuItem>
                ))}
            </TextField>
            <TextField
                select
                size="small"
                id={second.id}
                label={translate('mc.schema.filter.second', { title: label })}
                required={definition.required}
                value={String(second.field.value ?? '')}
                onChange={event => second.field.onChange(event.target.value)}
                disabled={children.length === 0}
                helperText=" "
                sx={{ minWidth: 160 }}
            >
                {children.map(option => (
                    <MenuItem key={String(option.value)} value={String(option.value)}>
                        {option.label}
                    </MenuItem>
                ))}
            </TextField>
        </Stack>
    );
};
