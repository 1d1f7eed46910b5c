import { Box, Container } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { useGetIdentity, useSidebarState } from 'react-admin';
import { AfterPageSettles } from './AfterPageSettles';
import { ChatWidget } from './chat/ChatWidget';
import { ExportDrawer } from './exportTasks/ExportDrawer';
import { SettingsPanel } from './settings/SettingsPanel';
import { ReducedMotion } from '../ui/ReducedMotion';
import { SettingsThemeProvider } from './settings/SettingsThemeProvider';
import { useLayoutSetting } from './settings/useLayoutSetting';
import { SideNav } from './menu/SideNav';
import { Navbar } from './navbar/Navbar';
import { KeepAliveViews } from './tabs/KeepAliveViews';
import { TabsProvider } from './tabs/TabsProvider';
import { TagsView } from './tabs/TagsView';
import { VersionNotice } from './update/VersionNotice';
import { useIsMobile } from './useIsMobile';
import { useWatermark } from './watermark/useWatermark';
import { LiveProvider } from '../live/LiveProvider';

const watermarkText = (identity: Record<string, unknown> | undefined) =>
    [identity?.nickname || identity?.fullName, identity?.phone].filter(part => typeof part === 'string' && part).join(' ');

const Frame = ({ children }: { children: ReactNode }) => {
    const root = useRef<HTMLDivElement>(null);
    const { identity } = useGetIdentity();
    const mobile = useIsMobile();
    const [sidebarOpen, setSidebarOpen] = useSidebarState();
    const [drawerOpen, setDrawerOpen] = useState(false);
    const [tagsView] = useLayoutSetting('tagsView');
    const [fixedHeader] = useLayoutSetting('fixedHeader');
    const [sidebarLogo] = useLayoutSetting('sidebarLogo');
    useWatermark(root, watermarkText(identity));

    const menuOpen = mobile ? drawerOpen : sidebarOpen;
    return (
        <Box ref={root} className="mc-layout" sx={{ position: 'relative', display: 'flex', minHeight: '100vh', bgcolor: 'grey.100' }}>
            <SideNav open={menuOpen} mobile={mobile} onMobileClose={() => setDrawerOpen(false)} showLogo={sidebarLogo} />
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                <Box component="header" data-fixed-header={fixedHeader} sx={{ position: fixedHeader ? 'sticky' : 'static', top: 0, zIndex: 'appBar' }}>
                    <Navbar mobile={mobile} menuOpen={menuOpen} onToggleMenu={() => (mobile ? setDrawerOpen(!drawerOpen) : setSidebarOpen(!sidebarOpen))} />
                    {tagsView && <TagsView />}
                </Box>
                <Container component="main" id="main-content" maxWidth={false} sx={{ flex: 1, py: 1.5, overflowX: 'auto' }}>
                    <KeepAliveViews>{children}</KeepAliveViews>
                </Container>
            </Box>
            <SettingsPanel />
            <ExportDrawer />
            <AfterPageSettles>
                <ChatWidget />
                <VersionNotice />
            </AfterPageSettles>
        </Box>
    );
};

/** The console's shell around every signed-in page (react-admin's `<Admin layout>`), live while it is shown. */
export const AppLayout = ({ children }: { children: ReactNode }) => (
    <SettingsThemeProvider>
        <ReducedMotion>
            <TabsProvider>
                <LiveProvider>
                    <Frame>{children}</Frame>
                </LiveProvider>
            </TabsProvider>
        </ReducedMotion>
    </SettingsThemeProvider>
);
