import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { HTML_LANG, LOCALES } from '../../i18n/locales';

/**
 * The navbar's language menu. Its button's name is the language it shows (react-admin's
 * LocalesMenuButton sets an empty aria-label, so its name does not contain its visible label:
 * WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export const LanguageMenu = () => {
    const [locale, setLocale] = useLocaleState();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const menuId = useId();
    // Each language's name is read in its own language.
    const current = LOCALES.find(language => language.locale === locale) ?? LOCALES[0];
    return (
        <>
            <Button
                color="inherit"
                startIcon={<TranslateIcon />}
                endIcon={<ExpandMoreIcon fontSize="small" />}
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={anchor ? true : undefined}
                onClick={event => setAnchor(event.currentTarget)}
            >
                <span lang={HTML_LANG[current.locale]}>{current.name}</span>
            </Button>
            <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                {LOCALES.map(language => (
                    <MenuItem
                        key={language.locale}
                        lang={HTML_LANG[language.locale]}
                        selected={language.locale === locale}
                        onClick={() => {
                            setAnchor(null);
                            setLocale(language.locale);
                        }}
                    >
                        {language.name}
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};
