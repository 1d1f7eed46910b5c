import { TextInput } from 'react-admin';
import type { SearchDefinition } from '../../dataProvider/TableDefinition';
import { CascadeFilter } from './CascadeFilter';
import { CheckboxFilter } from './CheckboxFilter';
import { RangeFilter } from './RangeFilter';
import { SelectFilter } from './SelectFilter';
import { SingleTimeFilter } from './SingleTimeFilter';

/**
 * The filter inputs of a definition's `top_search`, for `<List filters>`. Every input is
 * always shown (the console's lists have no "add filter" menu) and keeps its wire value.
 */
export const schemaFilters = (search: SearchDefinition[]) =>
    search.flatMap(item => {
        const common = { source: item.name, label: item.title, alwaysOn: true };
        switch (item.type) {
            case 'hide':
            case 'image':
                return [];
            case 'select':
                return [<SelectFilter key={item.name} {...common} options={item.options} />];
            case 'checkbox':
                return [<CheckboxFilter key={item.name} {...common} options={item.options} />];
            case 'cascade':
                return [<CascadeFilter key={item.name} {...common} search={item} />];
            case 'eqdate':
            case 'eqtime':
                return [<SingleTimeFilter key={item.name} {...common} type={item.type} />];
            case 'datetime':
            case 'time':
            case 'date':
            case 'datemonth':
            case 'number':
            case 'second':
                return [<RangeFilter key={item.name} {...common} type={item.type} />];
            default:
                return [<TextInput key={item.name} {...common} size="small" resettable helperText={false} />];
        }
    });
