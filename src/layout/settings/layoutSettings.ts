/**
 * The settings panel's choices (docs/console.md §2), each kept in react-admin's store under
 * `mc.settings.<name>` with the defaults the specification gives.
 */
export interface LayoutSettings {
    themeColor: string;
    tagsView: boolean;
    fixedHeader: boolean;
    sidebarLogo: boolean;
    pinyinSearch: boolean;
    /** Control density. */
    size: 'medium' | 'small';
}

export const defaultSettings: LayoutSettings = {
    themeColor: '#1890ff',
    tagsView: true,
    fixedHeader: false,
    sidebarLogo: false,
    pinyinSearch: true,
    size: 'medium',
};

export const THEME_COLORS = ['#1890ff', '#304156', '#11a983', '#13c2c2', '#6959cd', '#f5222d', '#fa8c16'] as const;

export const settingKey = (name: keyof LayoutSettings) => `mc.settings.${name}`;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A stored value, or the default when the store holds something of the wrong kind. */
export const sanitizeSetting = <K extends keyof LayoutSettings>(name: K, value: unknown): LayoutSettings[K] => {
    const fallback = defaultSettings[name];
    if (name === 'themeColor') return (typeof value === 'string' && HEX_COLOR.test(value) ? value : fallback) as LayoutSettings[K];
    if (name === 'size') return (value === 'small' || value === 'medium' ? value : fallback) as LayoutSettings[K];
    return (typeof value === 'boolean' ? value : fallback) as LayoutSettings[K];
};
