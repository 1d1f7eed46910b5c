import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormField } from '../FormField';
import type { SearchDefinition } from '../../dataProvider/TableDefinition';
import { OptionSelect } from './OptionSelect';
import { useCascade } from './useCascade';

/**
 * Two selects (province → city): the field's own options (each with its `children`), or the
 * list definition's cascade search of the same name.
 */
export const CascadeFieldInput = ({ field: definition, search }: { field: FormField; search?: SearchDefinition }) => {
    const translate = useTranslate();
    const own = definition.options;
    const cascade = useCascade({
        source: definition.name,
        secondSource: definition.secondName ?? `${definition.name}__second`,
        childrenOf: first => (own ? (own.find(option => String(option.value) === first)?.children ?? []) : (search?.cascades[first] ?? [])),
    });
    const label = translate(definition.label, { _: definition.label });
    const firstError = cascade.first.fieldState.error?.message;
    const secondError = cascade.second.fieldState.error?.message;
    // A second select with its own label shows its own error; otherwise the pair shares the first's line.
    const ownSecond = !!definition.secondLabel;
    const error = ownSecond ? firstError : (firstError ?? secondError);
    return (
        <Stack direction="row" spacing={1}>
            <OptionSelect
                id={cascade.first.id}
                label={label}
                options={own ?? search?.options ?? []}
                required={definition.required}
                value={cascade.firstValue}
                onChange={value => cascade.changeFirst(String(value))}
                error={!!error}
                helperText={error ?? ' '}
                sx={{ minWidth: 160 }}
            />
            <OptionSelect
                id={cascade.second.id}
                label={definition.secondLabel ? translate(definition.secondLabel) : translate('mc.schema.filter.second', { title: label })}
                options={cascade.children}
                required={definition.required}
                value={cascade.secondValue}
                onChange={value => cascade.changeSecond(String(value))}
                disabled={cascade.children.length === 0}
                error={ownSecond && !!secondError}
                helperText={(ownSecond && secondError) || ' '}
                sx={{ minWidth: 160 }}
            />
        </Stack>
    );
};
