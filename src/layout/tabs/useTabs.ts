import { useContext } from 'react';
import { TabsContext } from './TabsContext';

/** The tab bar's state and actions; only inside the layout. */
export const useTabs = () => {
    const value = useContext(TabsContext);
    if (!value) throw new Error('useTabs must be used inside <TabsProvider>');
    return value;
};
