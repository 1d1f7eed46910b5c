import { Avatar, Box, Button, Chip, Divider, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useLogout, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useServerConfig } from '../../authProvider/useServerConfig';
import type { Permissions } from '../../permissions/Permissions';
import { openDebugDialog } from '../debug/DebugDialog';

const links = [
    { to: '/dashboard', label: 'mc.layout.user.home' },
    { to: '/profile/user/edit', label: 'mc.route.profile_user_edit' },
    { to: '/profile/pwd/edit', label: 'mc.route.profile_pwd_edit' },
    { to: '/profile/devices', label: 'mc.route.profile_devices' },
    { to: '/profile/cert', label: 'mc.route.profile_cert' },
];

/**
 * The user's avatar and name, opening home, edit profile, change password, signed-in devices, the certification
 * (when the account may open it) and log out.
 */
export const UserDropdown = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const logout = useLogout();
    const { identity } = useGetIdentity();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    // The server's `is_debug` offers the debug dialog here, besides its hidden shortcut.
    const { data: serverConfig } = useServerConfig();
    // docs/console.md §6: the header's alternate label for an administrator role.
    const { permissions } = usePermissions<Permissions>();
    const superAdmin = !!permissions?.roles.includes('admin');
    const name = identity?.fullName || translate('mc.layout.user.account');
    const avatar = typeof identity?.avatar === 'string' && identity.avatar ? identity.avatar : undefined;

    /** A menu entry: closes the menu, then does its thing. */
    const entry = (label: string, run: () => void) => (
        <MenuItem
            key={label}
            onClick={() => {
                setAnchor(null);
                run();
            }}
        >
            <ListItemText>{translate(label)}</ListItemText>
        </MenuItem>
    );

    return (
        <>
            {superAdmin && (
                // In primary.dark: primary.main on the phone header's grey is under 4.5:1 (axe
                // color-contrast). On a phone the header has no room for it: the menu says it.
                <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={translate('mc.account.superAdmin')}
                    sx={{ flexShrink: 0, color: 'primary.dark', display: { xs: 'none', sm: 'inline-flex' } }}
                />
            )}
            <Button
                color="inherit"
                aria-haspopup="menu"
                aria-expanded={!!anchor}
                aria-label={translate('mc.layout.user.menu', { name })}
                onClick={event => setAnchor(event.currentTarget)}
                startIcon={
                    // Without a picture, MUI's person icon rather than a letter: a letter would be read as part
                    // of the visible label (诚诚信二手车), which the button's name must contain (axe label-content-name-mismatch).
                    <Avatar src={avatar || undefined} alt="" sx={{ width: 28, height: 28 }} />
                }
                sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
            >
                {/* A phone's header shows the avatar alone; the menu names the account. */}
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    {name}
                </Box>
            </Button>
            <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                <MenuItem disabled sx={{ display: { xs: 'flex', sm: 'none' } }}>
                    <ListItemText primary={name} secondary={superAdmin ? translate('mc.account.superAdmin') : undefined} />
                </MenuItem>
                {links.filter(link => permissions?.routes.has(link.to)).map(link => entry(link.label, () => navigate(link.to)))}
                {serverConfig?.is_debug && entry('mc.layout.debug.title', openDebugDialog)}
                <Divider />
                {entry('mc.layout.user.logout', () => logout())}
            </Menu>
        </>
    );
};
