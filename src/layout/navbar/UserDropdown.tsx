import { Avatar, Button, Divider, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

const links = [
    { to: '/dashboard', label: 'mc.layout.user.home' },
    { to: '/profile/user/edit', label: 'mc.route.profile_user_edit' },
    { to: '/profile/pwd/edit', label: 'mc.route.profile_pwd_edit' },
];

/** The user's avatar and name, opening home, edit profile, change password and log out. */
export const UserDropdown = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const logout = useLogout();
    const { identity } = useGetIdentity();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const name = identity?.fullName || translate('mc.layout.user.account');
    const avatar = typeof identity?.avatar === 'string' && identity.avatar ? identity.avatar : undefined;

    const go = (to: string) => {
        setAnchor(null);
        navigate(to);
    };

    return (
        <>
            <Button
                color="inherit"
                aria-haspopup="menu"
                aria-expanded={!!anchor}
                aria-label={translate('mc.layout.user.menu')}
                onClick={event => setAnchor(event.currentTarget)}
                startIcon={
                    <Avatar src={avatar} alt="" sx={{ width: 28, height: 28 }}>
                        {String(name).slice(0, 1)}
                    </Avatar>
                }
                sx={{ textTransform: 'none', whiteSpace: 'nowrap', flexShrink: 0 }}
            >
                {name}
            </Button>
            <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                {links.map(link => (
                    <MenuItem key={link.to} onClick={() => go(link.to)}>
                        <ListItemText>{translate(link.label)}</ListItemText>
                    </MenuItem>
                ))}
                <Divider />
                <MenuItem
                    onClick={() => {
                        setAnchor(null);
                        logout();
                    }}
                >
                    <ListItemText>{translate('mc.layout.user.logout')}</ListItemText>
                </MenuItem>
            </Menu>
        </>
    );
};
