import { Avatar, Button, Chip, Divider, ListItemText, Menu, MenuItem } from '@mui/material';
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
    { to: '/profile/cert', label: 'mc.route.profile_cert' },
];

/**
 * The user's avatar and name, opening home, edit profile, change password, the certification
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
    // SPEC.md §6: the header's alternate label for an administrator role.
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
                // In primary.dark: primary.main on the phone header's grey is under 4.5:1 (axe color-contrast).
                <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={translate('mc.account.superAdmin')}
                    sx={{ flexShrink: 0, color: 'primary.dark' }}
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
                sx={{ textTransform: 'none', whiteSpace: 'nowrap', flexShrink: 0 }}
            >
                {name}
            </Button>
            <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                {links.filter(link => permissions?.routes.has(link.to)).map(link => entry(link.label, () => navigate(link.to)))}
                {serverConfig?.is_debug && entry('mc.layout.debug.title', openDebugDialog)}
                <Divider />
                {entry('mc.layout.user.logout', () => logout())}
            </Menu>
        </>
    );
};
