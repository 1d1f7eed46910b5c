import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCounters } from '../dataProvider/counters/useCounters';
import type { ListTab } from './ListRoute';
import { listStoreKey } from './listParams';
import { SchemaListBase } from './SchemaListBase';
import { SchemaListView } from './SchemaListView';
import type { SchemaListControllerProps } from './useSchemaListController';

/**
 * The entry's tabs above its list: each tab's list adds the tab's filter to the entry's and
 * keeps its own filters and page; a tab's label carries its counter when it has one.
 */
export const TabbedList = ({ tabs, ...props }: SchemaListControllerProps & { tabs: ListTab[] }) => {
    const translate = useTranslate();
    const [selected, setSelected] = useState(0);
    const counts = useCounters(tabs.flatMap(tab => (tab.count ? [tab.count] : [])));
    let counted = 0;
    const labels = tabs.map(tab => {
        const value = tab.count ? counts[counted++] : undefined;
        return value === undefined ? translate(tab.label) : `${translate(tab.label)} (${value})`;
    });
    const tab = tabs[selected] ?? tabs[0];
    const { entry, api } = props;
    return (
        <Box>
            <Tabs value={selected} onChange={(_, index: number) => setSelected(index)} aria-label={translate(entry.title)} variant="scrollable">
                {labels.map((label, index) => (
                    <Tab key={tabs[index].label} label={label} />
                ))}
            </Tabs>
            <SchemaListBase
                key={selected}
                {...props}
                entry={{ ...entry, filter: { ...entry.filter, ...tab.filter } }}
                storeKey={`${listStoreKey(api, entry)}#${selected}`}
            >
                <SchemaListView />
            </SchemaListBase>
        </Box>
    );
};
