import { Avatar, Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { SectionId } from '../../permissions/RouteEntry';
import type { MenuSection } from './menuSections';
import { useSectionIcon } from './sectionIcons';

export interface IconRailProps {
    sections: MenuSection[];
    selected: SectionId | undefined;
    onSelect: (section: MenuSection) => void;
    showLogo: boolean;
}

// A long title (es "Concesionarios", ja "オークション") wraps onto a second line: balanced, so no
// character is left alone; a word hyphenated where the browser has the language's dictionary
// (`<html lang>`), broken anywhere where it has none. Beyond two lines it is cut with an
// ellipsis, and the tooltip says it whole.
const LABEL_SX = {
    width: '100%',
    px: 0.5,
    lineHeight: 1.2,
    textAlign: 'center',
    textWrap: 'balance',
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
} as const;

/** The left rail: one icon per top-level section, the selected one highlighted. */
export const IconRail = ({ sections, selected, onSelect, showLogo }: IconRailProps) => {
    const translate = useTranslate();
    const iconOf = useSectionIcon();
    const { identity } = useGetIdentity();
    const logo = typeof identity?.logo === 'string' ? identity.logo : undefined;
    return (
        <Box
            component="nav"
            aria-label={translate('mc.layout.menu.sections')}
            sx={{
                width: 72,
                flexShrink: 0,
                bgcolor: 'grey.900',
                color: 'grey.300',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'stretch',
                overflowY: 'auto',
            }}
        >
            {showLogo && (
                <Box data-testid="sidebar-logo" sx={{ display: 'grid', placeItems: 'center', py: 1.5 }}>
                    <Avatar src={logo} alt={translate('mc.app.title')} sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
                        {translate('mc.app.title').slice(0, 1)}
                    </Avatar>
                </Box>
            )}
            {sections.map(section => {
                const Icon = iconOf(section.section);
                const active = section.section === selected;
                const title = translate(section.title);
                return (
                    <Tooltip key={section.section} title={title} placement="right" enterDelay={500}>
                        <ButtonBase
                            onClick={() => onSelect(section)}
                            aria-current={active ? 'true' : undefined}
                            sx={{
                                flexDirection: 'column',
                                py: 1.25,
                                gap: 0.25,
                                color: active ? 'primary.contrastText' : 'inherit',
                                bgcolor: active ? 'primary.main' : 'transparent',
                                '&:hover': { bgcolor: active ? 'primary.dark' : 'grey.800' },
                            }}
                        >
                            <Icon fontSize="small" />
                            <Typography variant="caption" component="span" sx={LABEL_SX}>
                                {title}
                            </Typography>
                        </ButtonBase>
                    </Tooltip>
                );
            })}
        </Box>
    );
};
