import { useInput, useTranslate } from 'react-admin';
import type { DefinitionOption } from '../../dataProvider/TableDefinition';
import { OptionSelect } from '../../forms/inputs/OptionSelect';

export interface SelectFilterProps {
    source: string;
    label: string;
    options: DefinitionOption[];
}

/** One exact value, or "全部" for none. */
export const SelectFilter = ({ source, label, options }: SelectFilterProps) => {
    const translate = useTranslate();
    const { field, id } = useInput({ source, defaultValue: '' });
    return (
        <OptionSelect
            id={id}
            label={label}
            options={options}
            emptyLabel={translate('mc.schema.filter.all')}
            value={field.value === undefined || field.value === null ? '' : String(field.value)}
            onChange={field.onChange}
            sx={{ width: '100%' }}
        />
    );
};
