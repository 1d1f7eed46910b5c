import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import RefreshIcon from '@mui/icons-material/Refresh';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import { useRefresh, useStore, useTranslate } from 'react-admin';
import { ErrorLogButton } from '../errorLog/ErrorLogButton';
import { ExportTasksButton } from '../exportTasks/ExportTasksButton';
import { SETTINGS_OPEN_KEY } from '../settings/SettingsPanel';
import { AppBreadcrumbs } from '../breadcrumbs/AppBreadcrumbs';
import { MenuSearch } from '../search/MenuSearch';
import { useTabs } from '../tabs/useTabs';
import { FullscreenButton } from './FullscreenButton';
import { LanguageMenu } from './LanguageMenu';
import { UserDropdown } from './UserDropdown';
import { LiveIndicator } from '../../live/LiveIndicator';

export interface NavbarProps {
    menuOpen: boolean;
    onToggleMenu: () => void;
    mobile: boolean;
}

/** Collapse, refresh, breadcrumb, then search, the live stream's state (when not live), error log, full screen, exports, language, settings and the user. */
export const Navbar = ({ menuOpen, onToggleMenu, mobile }: NavbarProps) => {
    const translate = useTranslate();
    const refreshData = useRefresh();
    const { activeKey, refresh } = useTabs();
    const [, setSettingsOpen] = useStore<boolean>(SETTINGS_OPEN_KEY, false);

    const collapseLabel = translate(menuOpen ? 'mc.layout.navbar.collapse' : 'mc.layout.navbar.expand');
    const refreshLabel = translate('mc.layout.navbar.refresh');
    const settingsLabel = translate('mc.layout.settings.title');
    return (
        <Toolbar variant="dense" sx={{ gap: 0.5, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', minHeight: 50 }}>
            <Tooltip title={collapseLabel}>
                <IconButton edge="start" aria-label={collapseLabel} aria-expanded={menuOpen} onClick={onToggleMenu}>
                    {menuOpen ? <MenuOpenIcon /> : <MenuIcon />}
                </IconButton>
            </Tooltip>
            <Tooltip title={refreshLabel}>
                <IconButton aria-label={refreshLabel} onClick={() => (activeKey ? refresh(activeKey) : refreshData())}>
                    <RefreshIcon />
                </IconButton>
            </Tooltip>
            {!mobile && <AppBreadcrumbs />}
            <Box sx={{ flex: 1 }} />
            <MenuSearch />
            <LiveIndicator />
            <ErrorLogButton />
            {!mobile && <FullscreenButton />}
            <ExportTasksButton />
            {/* On a phone the language's name gives way to its icon; it stays the button's name. */}
            <Box
                sx={theme => ({
                    whiteSpace: 'nowrap',
                    flexShrink: 0,
                    [theme.breakpoints.down('sm')]: { '& .MuiButton-root': { minWidth: 0, fontSize: 0 }, '& .MuiButton-startIcon': { mr: 0 } },
                })}
            >
                <LanguageMenu />
            </Box>
            <Tooltip title={settingsLabel}>
                <IconButton aria-label={settingsLabel} onClick={() => setSettingsOpen(true)}>
                    <TuneIcon />
                </IconButton>
            </Tooltip>
            <UserDropdown />
        </Toolbar>
    );
};
