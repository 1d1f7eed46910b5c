import type { ReactElement } from 'react';
import { TextInput } from 'react-admin';
import type { SearchDefinition } from '../../dataProvider/TableDefinition';
import { COLUMN_TYPES, type FilterSpec } from '../columnTypes';
import { CascadeFilter } from './CascadeFilter';
import { CheckboxFilter } from './CheckboxFilter';
import { RangeFilter } from './RangeFilter';
import { SelectFilter } from './SelectFilter';
import { SingleTimeFilter } from './SingleTimeFilter';

/** What every filter input gets: named and labelled by its search item. */
interface Common {
    source: string;
    label: string;
}

type FilterOf = (item: SearchDefinition, common: Common) => ReactElement | null;

/**
 * The input of each filter kind that `COLUMN_TYPES` names (null: not filterable). A `Record`, so a
 * kind added to `FilterSpec` does not compile until it has an input.
 */
const inputs: Record<FilterSpec['input'], FilterOf> = {
    none: () => null,
    text: (_item, common) => <TextInput {...common} size="small" resettable helperText={false} fullWidth sx={{ m: 0 }} />,
    select: (item, common) => <SelectFilter {...common} options={item.options} />,
    checkbox: (item, common) => <CheckboxFilter {...common} options={item.options} />,
    cascade: (item, common) => <CascadeFilter {...common} search={item} />,
    day: (_item, common) => <SingleTimeFilter {...common} type="eqdate" />,
    moment: (_item, common) => <SingleTimeFilter {...common} type="eqtime" />,
    range: (item, common) => <RangeFilter {...common} type={item.type} />,
};

/** One field of the filter form: its search item and its input. */
export interface FilterField {
    item: SearchDefinition;
    input: ReactElement;
}

/** The filter fields of a definition's `top_search`, in its order; unfilterable types have none. */
export const schemaFilters = (search: SearchDefinition[]): FilterField[] =>
    search.flatMap(item => {
        const input = inputs[COLUMN_TYPES[item.type].filter.input](item, { source: item.name, label: item.title });
        return input ? [{ item, input }] : [];
    });
