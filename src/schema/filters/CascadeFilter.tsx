import { MenuItem, TextField } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useInput, useTranslate } from 'react-admin';
import type { SearchDefinition } from '../../dataProvider/TableDefinition';

export interface CascadeFilterProps {
    source: string;
    label: string;
    search: SearchDefinition;
    alwaysOn?: boolean;
}

/**
 * Two selects: the first sent under `name`, the second fed from `cascades[first]` and sent
 * under `second_name`. Changing the first clears the second.
 */
export const CascadeFilter = ({ source, label, search }: CascadeFilterProps) => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const first = useInput({ source, defaultValue: '' });
    const secondSource = search.secondName ?? `${source}__second`;
    const second = useInput({ source: secondSource, defaultValue: '' });
    const firstValue = first.field.value === undefined || first.field.value === null ? '' : String(first.field.value);
    const children = search.cascades[firstValue] ?? [];
    const all = <MenuItem value="">{translate('mc.schema.filter.all')}</MenuItem>;
    return (
        <>
            <TextField
                select
                size="small"
                id={first.id}
                label={label}
                value={firstValue}
                onChange={event => {
                    first.field.onChange(event.target.value);
                    setValue(secondSource, '', { shouldDirty: true });
                }}
                sx={{ minWidth: 140, mt: 1 }}
            >
                {all}
                {search.options.map(option => (
                    <MenuItem key={String(option.value)} value={String(option.value)}>
                        {option.label}
                    </MenuItem>
                ))}
            </TextField>
            {search.secondName && (
                <TextField
                    select
                    size="small"
                    id={second.id}
                    label={translate('mc.schema.filter.second', { title: label })}
                    value={second.field.value === undefined || second.field.value === null ? '' : String(second.field.value)}
                    onChange={event => second.field.onChange(event.target.value)}
                    disabled={children.length === 0}
                    sx={{ minWidth: 140, mt: 1, ml: 1 }}
                >
                    {all}
                    {children.map(option => (
                        <MenuItem key={String(option.value)} value={String(option.value)}>
                            {option.label}
                        </MenuItem>
                    ))}
                </TextField>
            )}
        </>
    );
};
