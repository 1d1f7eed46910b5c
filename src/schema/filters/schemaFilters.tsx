import type { ReactElement } from 'react';
import { TextInput } from 'react-admin';
import type { ColumnType, SearchDefinition } from '../../dataProvider/TableDefinition';
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

const range: FilterOf = (item, common) => <RangeFilter {...common} type={item.type} />;
const singleTime =
    (type: 'eqdate' | 'eqtime'): FilterOf =>
    (_item, common) => <SingleTimeFilter {...common} type={type} />;

/**
 * The filter input of each search type (null: not filterable). A `Record` rather than a `switch`
 * with a text default: a type added to `ColumnType` is a compile error here until it has one.
 */
const filters: Record<ColumnType, FilterOf> = {
    text: (_item, common) => <TextInput {...common} size="small" resettable helperText={false} fullWidth sx={{ m: 0 }} />,
    hide: () => null,
    image: () => null,
    select: (item, common) => <SelectFilter {...common} options={item.options} />,
    checkbox: (item, common) => <CheckboxFilter {...common} options={item.options} />,
    cascade: (item, common) => <CascadeFilter {...common} search={item} />,
    eqdate: singleTime('eqdate'),
    eqtime: singleTime('eqtime'),
    datetime: range,
    time: range,
    date: range,
    datemonth: range,
    number: range,
    second: range,
};

/** One field of the filter form: its search item and its input. */
export interface FilterField {
    item: SearchDefinition;
    input: ReactElement;
}

/** The filter fields of a definition's `top_search`, in its order; unfilterable types have none. */
export const schemaFilters = (search: SearchDefinition[]): FilterField[] =>
    search.flatMap(item => {
        const input = filters[item.type](item, { source: item.name, label: item.title });
        return input ? [{ item, input }] : [];
    });
