import { Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tab } from './tabsModel';
import { useTabs } from './useTabs';

export interface TabContextMenuProps {
    tab: Tab | undefined;
    position: { top: number; left: number } | undefined;
    onClose: () => void;
}

/** Refresh, close, close others, close all, close left, close right: pinned tabs never close. */
export const TabContextMenu = ({ tab, position, onClose }: TabContextMenuProps) => {
    const translate = useTranslate();
    const tabsApi = useTabs();
    const index = tab ? tabsApi.tabs.findIndex(candidate => candidate.key === tab.key) : -1;
    const closable = (from: number, to: number) => tabsApi.tabs.slice(from, to).some(candidate => !candidate.affix);
    const run = (action: (key: string) => void) => () => {
        if (tab) action(tab.key);
        onClose();
    };
    const items = [
        { id: 'refresh', action: tabsApi.refresh, enabled: true },
        { id: 'close', action: tabsApi.close, enabled: !!tab && !tab.affix },
        { id: 'closeOthers', action: tabsApi.closeOthers, enabled: closable(0, index) || closable(index + 1, Infinity) },
        { id: 'closeAll', action: () => tabsApi.closeAll(), enabled: closable(0, Infinity) },
        { id: 'closeLeft', action: tabsApi.closeLeft, enabled: closable(0, index) },
        { id: 'closeRight', action: tabsApi.closeRight, enabled: closable(index + 1, Infinity) },
    ];
    return (
        <Menu open={!!tab && !!position} onClose={onClose} anchorReference="anchorPosition" anchorPosition={position} slotProps={{ list: { dense: true } }}>
            {items.map(item => (
                <MenuItem key={item.id} disabled={!item.enabled} onClick={run(item.action)}>
                    {translate(`mc.layout.tabs.${item.id}`)}
                </MenuItem>
            ))}
        </Menu>
    );
};
