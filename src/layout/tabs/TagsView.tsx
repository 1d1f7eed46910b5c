import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase, IconButton } from '@mui/material';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { TabContextMenu } from './TabContextMenu';
import type { Tab } from './tabsModel';
import { useTabs } from './useTabs';

/**
 * The bar of visited pages: click to return, close with × (or Delete on the focused tab),
 * right-click (or the menu key) for more. A tablist may own tabs only (axe
 * aria-required-children), so the × is the mouse's shortcut, hidden from assistive technology;
 * the keyboard closes with Delete or the context menu.
 */
export const TagsView = () => {
    const translate = useTranslate();
    const { tabs, activeKey, open, close } = useTabs();
    const [menu, setMenu] = useState<{ tab: Tab; position: { top: number; left: number } }>();
    const activeRef = useRef<HTMLButtonElement | null>(null);

    // After the page has painted: scrolling measures the page, which inside the commit would lay
    // it out once more before the page's own rows are drawn.
    useEffect(() => {
        const timer = setTimeout(() => activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }));
        return () => clearTimeout(timer);
    }, [activeKey]);

    const openMenu = (tab: Tab) => (event: MouseEvent<HTMLElement>) => {
        event.preventDefault();
        const rect = event.currentTarget.getBoundingClientRect();
        // A keyboard-opened context menu has no pointer position: anchor it under the tab.
        const fromKeyboard = event.clientX === 0 && event.clientY === 0;
        setMenu({
            tab,
            position: fromKeyboard ? { top: rect.bottom, left: rect.left } : { top: event.clientY, left: event.clientX },
        });
    };

    return (
        <Box
            role="tablist"
            aria-label={translate('mc.layout.tabs.label')}
            sx={{
                display: 'flex',
                gap: 0.5,
                px: 1,
                py: 0.5,
                overflowX: 'auto',
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                scrollbarWidth: 'thin',
            }}
        >
            {tabs.map(tab => {
                const active = tab.key === activeKey;
                const title = translate(tab.title, { _: tab.title });
                return (
                    <Box
                        key={tab.key}
                        data-tab={tab.key}
                        onContextMenu={openMenu(tab)}
                        sx={{
                            display: 'flex',
                            alignItems: 'center',
                            flexShrink: 0,
                            border: 1,
                            borderRadius: 1,
                            borderColor: active ? 'primary.main' : 'divider',
                            bgcolor: active ? 'primary.main' : 'transparent',
                            color: active ? 'primary.contrastText' : 'text.primary',
                            fontSize: 12,
                        }}
                    >
                        <ButtonBase
                            role="tab"
                            aria-selected={active}
                            ref={active ? activeRef : undefined}
                            onClick={() => open(tab)}
                            onAuxClick={event => {
                                if (event.button === 1 && !tab.affix) close(tab.key);
                            }}
                            onKeyDown={event => {
                                if (event.key === 'Delete' && !tab.affix) close(tab.key);
                            }}
                            aria-keyshortcuts={tab.affix ? undefined : 'Delete'}
                            sx={{ px: 1, py: 0.25, fontSize: 'inherit', whiteSpace: 'nowrap' }}
                        >
                            {title}
                        </ButtonBase>
                        {!tab.affix && (
                            <IconButton
                                size="small"
                                aria-hidden
                                tabIndex={-1}
                                title={translate('mc.layout.tabs.closeOne', { title })}
                                onClick={() => close(tab.key)}
                                sx={{ color: 'inherit', p: 0.25, mr: 0.25 }}
                            >
                                <CloseIcon sx={{ fontSize: 12 }} />
                            </IconButton>
                        )}
                    </Box>
                );
            })}
            <TabContextMenu tab={menu?.tab} position={menu?.position} onClose={() => setMenu(undefined)} />
        </Box>
    );
};
