import CheckIcon from '@mui/icons-material/Check';
import { Box, ButtonBase, Divider, Drawer, FormControlLabel, Stack, Switch, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useLocaleState, useStore, useTranslate } from 'react-admin';
import { THEME_COLORS, type LayoutSettings } from './layoutSettings';
import { useLayoutSetting } from './useLayoutSetting';

export const SETTINGS_OPEN_KEY = 'mc.settings.panelOpen';

const SettingSwitch = ({ name }: { name: 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'pinyinSearch' }) => {
    const translate = useTranslate();
    const [value, setValue] = useLayoutSetting(name);
    return (
        <FormControlLabel
            labelPlacement="start"
            sx={{ justifyContent: 'space-between', ml: 0 }}
            control={<Switch checked={value} onChange={event => setValue(event.target.checked)} />}
            label={translate(`mc.layout.settings.${name}`)}
        />
    );
};

/** The right-hand settings panel: theme colour, tags view, fixed header, sidebar logo, pinyin search, size. */
export const SettingsPanel = () => {
    const translate = useTranslate();
    const [open, setOpen] = useStore<boolean>(SETTINGS_OPEN_KEY, false);
    const [themeColor, setThemeColor] = useLayoutSetting('themeColor');
    const [size, setSize] = useLayoutSetting('size');
    const [locale] = useLocaleState();
    return (
        <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
            <Box role="region" aria-label={translate('mc.layout.settings.title')} sx={{ width: 300, p: 2 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                    {translate('mc.layout.settings.title')}
                </Typography>
                <Typography variant="subtitle2" gutterBottom>
                    {translate('mc.layout.settings.themeColor')}
                </Typography>
                <Stack direction="row" spacing={1} role="radiogroup" aria-label={translate('mc.layout.settings.themeColor')} sx={{ mb: 2 }}>
                    {THEME_COLORS.map(color => (
                        <ButtonBase
                            key={color}
                            role="radio"
                            aria-checked={color === themeColor}
                            aria-label={color}
                            onClick={() => setThemeColor(color)}
                            sx={{ width: 28, height: 28, borderRadius: 1, bgcolor: color, color: 'common.white' }}
                        >
                            {color === themeColor && <CheckIcon fontSize="small" />}
                        </ButtonBase>
                    ))}
                </Stack>
                <Divider sx={{ mb: 1 }} />
                <Stack>
                    <SettingSwitch name="tagsView" />
                    <SettingSwitch name="fixedHeader" />
                    <SettingSwitch name="sidebarLogo" />
                    {locale.startsWith('zh') && <SettingSwitch name="pinyinSearch" />}
                </Stack>
                <Divider sx={{ my: 1 }} />
                <Typography variant="subtitle2" gutterBottom>
                    {translate('mc.layout.settings.size')}
                </Typography>
                <ToggleButtonGroup
                    exclusive
                    value={size}
                    onChange={(_event, value: LayoutSettings['size'] | null) => value && setSize(value)}
                    aria-label={translate('mc.layout.settings.size')}
                >
                    <ToggleButton value="medium">{translate('mc.layout.settings.sizeMedium')}</ToggleButton>
                    <ToggleButton value="small">{translate('mc.layout.settings.sizeSmall')}</ToggleButton>
                </ToggleButtonGroup>
            </Box>
        </Drawer>
    );
};
