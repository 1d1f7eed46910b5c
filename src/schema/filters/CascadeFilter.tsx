import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SearchDefinition } from '../../dataProvider/TableDefinition';
import { OptionSelect } from '../../forms/inputs/OptionSelect';
import { useCascade } from '../../forms/inputs/useCascade';

export interface CascadeFilterProps {
    source: string;
    label: string;
    search: SearchDefinition;
}

/**
 * Two selects: the first sent under `name`, the second fed from `cascades[first]` and sent
 * under `second_name`. Changing the first clears the second.
 */
export const CascadeFilter = ({ source, label, search }: CascadeFilterProps) => {
    const translate = useTranslate();
    const cascade = useCascade({
        source,
        secondSource: search.secondName ?? `${source}__second`,
        childrenOf: first => search.cascades[first] ?? [],
        defaultValue: '',
    });
    const all = translate('mc.schema.filter.all');
    return (
        <Box sx={{ display: 'flex', gap: 1 }}>
            <OptionSelect
                id={cascade.first.id}
                label={label}
                options={search.options}
                emptyLabel={all}
                value={cascade.firstValue}
                onChange={value => cascade.changeFirst(String(value))}
                sx={{ flex: 1, minWidth: 0 }}
            />
            {search.secondName && (
                <OptionSelect
                    id={cascade.second.id}
                    label={translate('mc.schema.filter.second', { title: label })}
                    options={cascade.children}
                    emptyLabel={all}
                    value={cascade.secondValue}
                    onChange={value => cascade.changeSecond(String(value))}
                    disabled={cascade.children.length === 0}
                    sx={{ flex: 1, minWidth: 0 }}
                />
            )}
        </Box>
    );
};
