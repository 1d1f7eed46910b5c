import type { ReactElement } from 'react';
import { TextInput } from 'react-admin';
import type { ColumnType, SearchDefinition } from '../../dataProvider/TableDefinition';
import { CascadeFilter } from './CascadeFilter';
import { CheckboxFilter } from './CheckboxFilter';
import { RangeFilter } from './RangeFilter';
import { SelectFilter } from './SelectFilter';
import { SingleTimeFilter } from './SingleTimeFilter';

/** What every filter input gets: always shown, named and labelled by its search item. */
interface Common {
    source: string;
    label: string;
    alwaysOn: true;
}

type FilterOf = (item: SearchDefinition, common: Common) => ReactElement | null;

const range: FilterOf = (item, common) => <RangeFilter key={item.name} {...common} type={item.type} />;
const singleTime =
    (type: 'eqdate' | 'eqtime'): FilterOf =>
    (item, common) => <SingleTimeFilter key={item.name} {...common} type={type} />;

/**
 * The filter input of each search type (null: not filterable). A `Record` rather than a `switch`
 * with a text default: a type added to `ColumnType` is a compile error here until it has one.
 */
const filters: Record<ColumnType, FilterOf> = {
    text: (item, common) => <TextInput key={item.name} {...common} size="small" resettable helperText={false} />,
    hide: () => null,
    image: () => null,
    select: (item, common) => <SelectFilter key={item.name} {...common} options={item.options} />,
    checkbox: (item, common) => <CheckboxFilter key={item.name} {...common} options={item.options} />,
    cascade: (item, common) => <CascadeFilter key={item.name} {...common} search={item} />,
    eqdate: singleTime('eqdate'),
    eqtime: singleTime('eqtime'),
    datetime: range,
    time: range,
    date: range,
    datemonth: range,
    number: range,
    second: range,
};

/**
 * The filter inputs of a definition's `top_search`, for `<List filters>`. Every input is
 * always shown (the console's lists have no "add filter" menu) and keeps its wire value.
 */
export const schemaFilters = (search: SearchDefinition[]) =>
    search.flatMap(item => {
        const filter = filters[item.type](item, { source: item.name, label: item.title, alwaysOn: true });
        return filter ? [filter] : [];
    });
