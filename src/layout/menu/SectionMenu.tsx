import { Badge, Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';
import type { MenuSection } from './menuSections';

/** The second-level menu: the selected section's name and its permitted pages, with their badges. */
export interface SectionMenuProps {
    section: MenuSection;
    /** Badge numbers by route path. */
    badges: Record<string, number>;
    onNavigate?: () => void;
}

export const SectionMenu = ({ section, badges, onNavigate }: SectionMenuProps) => {
    const translate = useTranslate();
    const title = translate(section.title);
    return (
        <Box
            component="nav"
            aria-label={title}
            sx={{ width: 184, flexShrink: 0, bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider', overflowY: 'auto' }}
        >
            <Typography component="h2" variant="subtitle1" sx={{ px: 2, py: 1.5, fontWeight: 600, borderBottom: 1, borderColor: 'divider' }}>
                {title}
            </Typography>
            <List dense disablePadding>
                {section.entries.map(entry => (
                    // Each link in its own <li>: a <ul> may hold list items only (axe: list).
                    <ListItem key={entry.path} disablePadding>
                        <ListItemButton
                            component={NavLink}
                            to={entry.path}
                            end
                            onClick={onNavigate}
                            sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected', fontWeight: 600 } }}
                        >
                            <ListItemText primary={translate(entry.title)} slotProps={{ primary: { fontSize: 14, fontWeight: 'inherit' } }} />
                            {badges[entry.path] ? <Badge badgeContent={badges[entry.path]} color="error" max={99} sx={{ mr: 1 }} /> : null}
                        </ListItemButton>
                    </ListItem>
                ))}
            </List>
        </Box>
    );
};
