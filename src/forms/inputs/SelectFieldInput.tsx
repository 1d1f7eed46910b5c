import { useTranslate } from 'react-admin';
import type { FormField } from '../FormField';
import type { DefinitionOption } from '../../dataProvider/TableDefinition';
import { OptionSelect } from './OptionSelect';
import { useFieldInput } from './useFieldInput';
import { useFieldOptions } from './useFieldOptions';

/** One value, or several (`multiple`), from static, loaded or definition options. */
export const SelectFieldInput = ({ field: definition, definitionOptions }: { field: FormField; definitionOptions?: DefinitionOption[] }) => {
    const translate = useTranslate();
    const { field, id, label, error, hint } = useFieldInput(definition);
    const { options, isPending, error: loadError } = useFieldOptions(definition, definitionOptions);
    const multiple = !!definition.multiple;
    return (
        <OptionSelect
            id={id}
            label={label}
            options={options}
            multiple={multiple}
            value={multiple ? (Array.isArray(field.value) ? field.value : []) : (field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required={definition.required}
            error={!!error || !!loadError}
            helperText={error ?? (isPending ? translate('mc.form.loadingOptions') : loadError ? translate('mc.form.optionsFailed') : (hint ?? ' '))}
            sx={{ minWidth: 240 }}
        />
    );
};
