import { Checkbox, FormControl, FormHelperText, InputLabel, ListItemText, MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormField } from '../FormField';
import type { DefinitionOption } from '../../dataProvider/TableDefinition';
import { useFieldInput } from './useFieldInput';
import { useFieldOptions } from './useFieldOptions';

/** One value, or several (`multiple`), from static, loaded or definition options. */
export const SelectFieldInput = ({ field: definition, definitionOptions }: { field: FormField; definitionOptions?: DefinitionOption[] }) => {
    const translate = useTranslate();
    const { field, id, label, error, hint } = useFieldInput(definition);
    const { options, isPending, error: loadError } = useFieldOptions(definition, definitionOptions);
    const multiple = !!definition.multiple;
    const value = multiple ? (Array.isArray(field.value) ? field.value : []) : (field.value ?? '');
    const labelOf = (one: string) => options.find(option => String(option.value) === one)?.label ?? one;
    return (
        <FormControl size="small" error={!!error || !!loadError} required={definition.required} sx={{ minWidth: 240 }}>
            <InputLabel id={`${id}-label`}>{label}</InputLabel>
            <Select
                id={id}
                labelId={`${id}-label`}
                label={label}
                multiple={multiple}
                value={value}
                onChange={event => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                renderValue={multiple ? selected => (selected as string[]).map(labelOf).join(translate('mc.schema.listSeparator')) : undefined}
            >
                {options.map(option => (
                    <MenuItem key={String(option.value)} value={String(option.value)}>
                        {multiple && <Checkbox size="small" checked={(value as string[]).includes(String(option.value))} />}
                        <ListItemText primary={option.label} />
                    </MenuItem>
                ))}
            </Select>
            <FormHelperText>
                {error ?? (isPending ? translate('mc.form.loadingOptions') : loadError ? translate('mc.form.optionsFailed') : (hint ?? ' '))}
            </FormHelperText>
        </FormControl>
    );
};
