import { Box, Drawer } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SectionId } from '../../permissions/RouteEntry';
import { useTabs } from '../tabs/useTabs';
import { IconRail } from './IconRail';
import type { MenuSection } from './menuSections';
import { SectionMenu } from './SectionMenu';
import { useMenuBadges } from './useMenuBadges';
import { useMenuSections } from './useMenuSections';

export interface SideNavProps {
    /** Desktop: the second-level menu is shown. Mobile: the drawer is open. */
    open: boolean;
    mobile: boolean;
    onMobileClose: () => void;
    showLogo: boolean;
}

/**
 * The icon rail and the selected section's menu; on mobile both live in a drawer that closes
 * after a choice.
 */
export const SideNav = ({ open, mobile, onMobileClose, showLogo }: SideNavProps) => {
    const navigate = useNavigate();
    const { activeEntry } = useTabs();
    const { sections } = useMenuSections();
    const badges = useMenuBadges(sections.flatMap(section => section.entries));
    const [selected, setSelected] = useState<SectionId | undefined>(activeEntry?.section);

    useEffect(() => {
        if (activeEntry) setSelected(activeEntry.section);
    }, [activeEntry]);

    const current = sections.find(section => section.section === selected) ?? sections[0];

    const select = (section: MenuSection) => {
        setSelected(section.section);
        if (activeEntry?.section !== section.section && section.entries[0]) {
            navigate(section.entries[0].path);
            if (mobile && section.entries.length === 1) onMobileClose();
        }
    };

    const content = (
        <Box sx={{ display: 'flex', height: '100%', minHeight: mobile ? '100vh' : undefined }}>
            <IconRail sections={sections} selected={current?.section} onSelect={select} showLogo={showLogo} />
            {current && (mobile || open) && <SectionMenu section={current} badges={badges} onNavigate={mobile ? onMobileClose : undefined} />}
        </Box>
    );

    if (mobile) {
        return (
            <Drawer variant="temporary" open={open} onClose={onMobileClose} data-testid="mobile-menu-drawer">
                {content}
            </Drawer>
        );
    }
    return <Box sx={{ position: 'sticky', top: 0, height: '100vh', flexShrink: 0, display: 'flex' }}>{content}</Box>;
};
